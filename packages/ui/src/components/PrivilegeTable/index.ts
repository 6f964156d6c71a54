export {
  PrivilegeTable,
  type PrivilegeRow,
  type PrivilegeTableLabels,
  type PrivilegeTableProps,
  type PrivilegeValue,
} from './PrivilegeTable';
