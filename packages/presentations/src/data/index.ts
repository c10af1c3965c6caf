export { usePresentationsApi } from "./usePresentationsApi";
export { usePresentationList } from "./usePresentationList";
export { usePresentation } from "./usePresentation";
export { useCreatePresentation } from "./useCreatePresentation";
export { useSavePresentation } from "./useSavePresentation";
export { useDeletePresentation } from "./useDeletePresentation";
export { useUploadSlides, type UploadProgress } from "./useUploadSlides";
export {
  storePresentation,
  forgetPresentation,
  refreshSpace,
  rereadPresentation,
} from "./presentationCache";
export { checkSlideFile } from "./checkSlideFile";
export { moveSlide, withoutSlides, toggleSlide } from "./slideEdits";
export { useFreshPresentation } from "./useFreshPresentation";
