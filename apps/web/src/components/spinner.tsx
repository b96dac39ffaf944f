export function Spinner({ className = "h-6 w-6" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-[spin_0.8s_linear_infinite] rounded-full border-2 border-current border-t-transparent ${className}`}
    />
  );
}
