// A Vue 3 app using the installable package (`npm install <hub>/widgets/v1/hub-of-minds-widgets.tgz`).
import "@hub-of-minds/widgets/define";
// Types only: the five tags as typed global components in templates (props and @hom-... events).
import type {} from "@hub-of-minds/widgets/vue";
import { createApp } from "vue";
import App from "./App.vue";

createApp(App).mount("#app");
