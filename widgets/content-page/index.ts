export { ContentPage, type ContentPageProps } from './ContentPage';
