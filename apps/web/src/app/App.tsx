import { BrowserRouter } from 'react-router-dom';
import { InsufficientCoins } from './InsufficientCoins';
import { Notices } from './Notices';
import { AppRoutes } from './routes';

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <Notices />
      <InsufficientCoins />
    </BrowserRouter>
  );
}
