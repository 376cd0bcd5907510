// Draws the reference page's board at once, then marks its first frame as the app's
// BoardView does (`data-frames`, which tools/lighthouse/phone.mjs waits for).
const canvas = document.getElementById('board');
const side = 370;
const ratio = devicePixelRatio;
canvas.style.width = `${side}px`;
canvas.style.height = `${side}px`;
canvas.width = side * ratio;
canvas.height = side * ratio;
const g = canvas.getContext('2d');
g.scale(ratio, ratio);
g.fillStyle = '#dcb35c';
g.fillRect(0, 0, side, side);
g.beginPath();
for (let i = 0; i < 19; i++) {
  g.moveTo(14, 14 + i * 19);
  g.lineTo(356, 14 + i * 19);
  g.moveTo(14 + i * 19, 14);
  g.lineTo(14 + i * 19, 356);
}
g.stroke();
requestAnimationFrame(() => (canvas.dataset.frames = '1'));
navigator.serviceWorker?.register('sw.js');
