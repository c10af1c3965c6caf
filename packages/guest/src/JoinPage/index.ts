export { JoinPage, type JoinPageProps } from './JoinPage';
