export { ProducerAdmin, type ProducerAdminProps } from './ProducerAdmin';
