export { EnquiryForm } from "./EnquiryForm";
