//! Reads a list of strings that the site's JavaScript declares once, so that the
//! lessons check uses the very list the page does: `export const NAME = ['a', 'b'];`
//! (single or double quotes, no escapes). Anything else is an error that names the
//! constant, so a rewrite of the declaration fails the build instead of going unseen.

/// The strings of the array constant `name` in `source`, in order.
pub fn string_array(source: &str, name: &str) -> Result<Vec<String>, String> {
    let declaration = format!("const {name} = [");
    let start = source
        .find(&declaration)
        .ok_or_else(|| format!("no `{declaration}…];` found"))?
        + declaration.len();
    let end = source[start..]
        .find(']')
        .ok_or_else(|| format!("`{name}` has no closing `]`"))?;
    let mut items = Vec::new();
    for item in source[start..start + end].split(',') {
        let item = item.trim();
        if item.is_empty() {
            continue;
        }
        let inner = ['\'', '"']
            .iter()
            .find_map(|&quote| item.strip_prefix(quote)?.strip_suffix(quote))
            .filter(|inner| !inner.contains(['\'', '"', '\\']))
            .ok_or_else(|| format!("`{name}` must list quoted strings only, not `{item}`"))?;
        items.push(inner.to_owned());
    }
    if items.is_empty() {
        return Err(format!("`{name}` is empty"));
    }
    Ok(items)
}

#[cfg(test)]
mod tests {
    use super::string_array;

    #[test]
    fn reads_the_strings_of_an_array_constant() {
        let source =
            "// x\nexport const LANGUAGES = ['en', \"ru\",\n  'ro',\n];\nconst OTHER = ['z'];";
        assert_eq!(
            string_array(source, "LANGUAGES").unwrap(),
            ["en", "ru", "ro"]
        );
        assert_eq!(string_array(source, "OTHER").unwrap(), ["z"]);
    }

    #[test]
    fn anything_else_is_an_error_naming_the_constant() {
        assert!(string_array("const A = ['a'];", "B")
            .unwrap_err()
            .contains("const B = ["));
        assert!(string_array("const A = ['a', b];", "A")
            .unwrap_err()
            .contains("not `b`"));
        assert!(string_array("const A = [];", "A")
            .unwrap_err()
            .contains("empty"));
        assert!(string_array("const A = ['a'", "A")
            .unwrap_err()
            .contains("closing"));
    }
}
