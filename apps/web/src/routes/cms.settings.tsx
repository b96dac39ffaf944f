import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/cms/settings")({
  component: () => <p>CMS</p>,
});
