import "react-toastify/dist/ReactToastify.css";
import { createRoot } from "react-dom/client";
import { ToastContainer, toast } from "react-toastify";

let mounted = false;

// The container lives in its own small React root, created on the first notice.
function mount() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.id = "notices";
  // react-toastify sets its own sans-serif; notices speak in the site's font.
  host.style.setProperty("--toastify-font-family", "var(--font-sans)");
  document.body.append(host);
  createRoot(host).render(
    <ToastContainer
      position="top-right"
      autoClose={5000}
      hideProgressBar={false}
      closeOnClick
      pauseOnHover
      draggable
      draggablePercent={80}
      newestOnTop
      theme="light"
    />,
  );
}

export function showNotice(kind: "success" | "error", message: string) {
  mount();
  // The container mounts on the next frame; a notice sent before it would be lost.
  requestAnimationFrame(() =>
    toast[kind](message, { role: kind === "error" ? "alert" : "status" }),
  );
}
