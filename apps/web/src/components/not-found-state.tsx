import type { ReactNode } from "react";

/** What a page says when the thing it shows does not exist, with a way back. */
export function NotFoundState({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-3xl font-semibold">{title}</h1>
      <p className="mt-3 mb-6 text-muted">{text}</p>
      {children}
    </section>
  );
}
