import { useEffect, useRef, useState } from 'react';
import 'weiqi-go/go-board';

export function Board() {
  const ref = useRef(null);
  const [moves, setMoves] = useState([]);
  useEffect(() => {
    const board = ref.current;
    const onMove = (event) => setMoves((played) => [...played, event.detail.point]);
    board.addEventListener('move', onMove);
    return () => board.removeEventListener('move', onMove);
  }, []);
  return (
    <>
      <go-board ref={ref} size="9" coordinates=""></go-board>
      <p id="moves">{moves.join(' ')}</p>
    </>
  );
}
