/** Columns of the picker's grid: the arrow keys move by one, up and down by a row. */
export const emojiColumns = 9;
