export { CallbackForm } from "./CallbackForm";
