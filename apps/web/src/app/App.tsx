import { BrowserRouter } from 'react-router-dom';
import { InsufficientCoins } from './InsufficientCoins';
import { Toasts } from './Toasts';
import { AppRoutes } from './routes';

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <Toasts />
      <InsufficientCoins />
    </BrowserRouter>
  );
}
