//! Finds KataGo's network for the tests (`cargo xtask model`: by SHA-256, else
//! downloaded), before the first step that needs it; without it the network's
//! tests would fail, so this step fails first with the sentence that says what to do.

use super::{Context, Step};

/// The step.
pub const STEP: Step = Step {
    name: "KataGo's network for the tests (found or downloaded)",
    run,
};

fn run(context: &Context) -> Result<(), String> {
    let path = crate::tasks::model::find_or_download(&context.root)?;
    println!("network: {}", path.display());
    Ok(())
}
