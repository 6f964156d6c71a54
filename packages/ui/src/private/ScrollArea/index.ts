export { ScrollArea, type ScrollAreaProps } from './ScrollArea';
