import React, { useEffect } from "react";
import { ToastContainer, toast } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";

export { toast };

/** react-toastify's container, loaded with the first toast (see Toasts.tsx). */
const ToastHost = ({ onMounted }: { onMounted: () => void }) => {
  useEffect(onMounted, [onMounted]);
  return (
    <ToastContainer
      position="bottom-right"
      theme="dark"
      closeButton={({ closeToast }) => (
        <button type="button" className="Toastify__close-button" aria-label="Hinweis schließen" onClick={closeToast}>
          ×
        </button>
      )}
    />
  );
};

export default ToastHost;
