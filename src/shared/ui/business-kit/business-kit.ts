/**
 * The business-page kit in one module: the components every list, detail and form page is built
 * from (the paged table, the filter bar, form overlays, uploads, pickers, status tags), and the
 * antd components the pages use directly beside them.
 *
 * Pages keep importing each piece from its own file; this module exists so the main layout can
 * load the whole kit once, after its first paint (use-business-kit-warmup.ts). The bundler then
 * puts the kit in chunks of its own that every page shares, and opening a page downloads only that
 * page's code (the 80 KB per route budget of scripts/bench-bundle.ts is measured on top of the
 * layout and this kit). The rich-text editor, the Excel reader and the charts are not in the kit:
 * few pages need them and they stay loaded on first use.
 */
export {
  Alert,
  AutoComplete,
  Avatar,
  Badge,
  Card,
  Cascader,
  Checkbox,
  DatePicker,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Image,
  InputNumber,
  List,
  Modal,
  Pagination,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Timeline,
  Tooltip,
  Tree,
  TreeSelect,
  Typography,
  Upload,
} from 'antd';
export { ConfirmAction } from '../confirm-action/confirm-action.tsx';
export { DetailDescriptions } from '../detail-descriptions/detail-descriptions.tsx';
export { EnumTag } from '../enum-tag/enum-tag.tsx';
export { ExcelImportButton } from '../excel-import/excel-import-dialog.tsx';
export { ExportButton } from '../export-button/export-button.tsx';
export { default as DateRangeField } from '../filter-bar/date-range-field.tsx';
export { FilterBar } from '../filter-bar/filter-bar.tsx';
export { FormDrawer } from '../form-overlay/form-drawer.tsx';
export { FormModal } from '../form-overlay/form-modal.tsx';
export { PageContainer } from '../page-container/page-container.tsx';
export { PagedTable } from '../paged-table/paged-table.tsx';
export { ProjectPicker } from '../pickers/project-picker.tsx';
export { RegionPicker } from '../pickers/region-picker.tsx';
export { SkuPicker } from '../pickers/sku-picker.tsx';
export { PrivateImages } from '../private-file/private-file.tsx';
export { QueryBoundary } from '../query-boundary/query-boundary.tsx';
export { FileUpload } from '../upload/file-upload.tsx';
export { ImageUpload } from '../upload/image-upload.tsx';
