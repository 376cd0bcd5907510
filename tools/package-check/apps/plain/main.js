import 'weiqi-go/go-board';
import { loadEngine } from 'weiqi-go';

const board = document.querySelector('go-board');
board.addEventListener('move', (event) => {
  document.querySelector('#moves').textContent += ` ${event.detail.point}`;
});

loadEngine().then(({ Game }) => {
  const game = new Game({ rules: 'japanese', width: 9, height: 9 });
  game.play('E5');
  console.log(game.board().join('\n'));
});
