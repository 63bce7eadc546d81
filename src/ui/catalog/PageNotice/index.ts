export { PageNotice, type PageNoticeProps } from './PageNotice';
export { pageTitle } from './PageNotice.css';
