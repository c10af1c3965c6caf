export { CreateProject, type CreateProjectProps } from './CreateProject';
