// The list section's column, spinner, list and "Show more": one home for the list pages.
export { list, loadMore, loading, root } from '../../private/listSection.css';
