export { HobbyPicker, type Hobby, type HobbyPickerProps } from './HobbyPicker';
