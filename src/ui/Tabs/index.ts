export { type TabListName, Tabs, type TabsProps } from './Tabs';
