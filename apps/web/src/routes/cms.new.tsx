import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/cms/new")({
  component: () => <p>CMS</p>,
});
