import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/cms/")({
  component: () => <p>CMS</p>,
});
