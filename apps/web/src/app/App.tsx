import { BrowserRouter } from 'react-router-dom';
import { Notices } from './Notices';
import { AppRoutes } from './routes';

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <Notices />
    </BrowserRouter>
  );
}
