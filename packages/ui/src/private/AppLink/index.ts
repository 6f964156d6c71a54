export { AppLink, type AppLinkProps, type NavigateHandler } from './AppLink';
