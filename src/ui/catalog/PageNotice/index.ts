export { HomeNotice, type HomeNoticeProps } from './HomeNotice';
export { PageNotice, type PageNoticeProps } from './PageNotice';
export { pageTitle } from './PageNotice.css';
export { RetryNotice, type RetryNoticeProps } from './RetryNotice';
export { SignInNotice, type SignInNoticeProps } from './SignInNotice';
