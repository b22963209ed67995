import React, { useEffect } from "react";
import { ToastContainer, toast } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import { TOAST_LABELS } from "./Toasts.labels";

export { toast };

/** react-toastify's container, loaded with the first toast (see Toasts.tsx). */
const ToastHost = ({ onMounted }: { onMounted: () => void }) => {
  useEffect(onMounted, [onMounted]);
  return (
    <ToastContainer
      position="bottom-right"
      theme="dark"
      closeButton={({ closeToast }) => (
        <button type="button" className="Toastify__close-button" aria-label={TOAST_LABELS.close} onClick={closeToast}>
          ×
        </button>
      )}
    />
  );
};

export default ToastHost;
