import { createRoot } from 'react-dom/client';
import { Board } from './Board.jsx';

createRoot(document.querySelector('#root')).render(<Board />);
