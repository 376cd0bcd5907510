// A board whose engine cannot load (the test answers the .wasm with an error page or
// bytes that are not WebAssembly): `ready` must reject with the engine's coded Error,
// and a call after it must throw that Error, not "await board.ready first".
import 'weiqi-go/go-board';

const board = document.querySelector('go-board');
board.ready.then(
  () => {
    window.result = { error: 'ready resolved although the engine could not load' };
  },
  (error) => {
    let thrown = null;
    try {
      board.play('D4');
    } catch (refusal) {
      thrown = refusal;
    }
    window.result = {
      code: error.code,
      message: error.message,
      thrownCode: thrown?.code ?? null,
      sameError: thrown === error,
      shown: board.shadowRoot.querySelector('[part=message]').textContent,
    };
  },
);
