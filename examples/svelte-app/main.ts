// A Svelte 5 app using the installable package (`npm install <hub>/widgets/v1/hub-of-minds-widgets.tgz`).
import "@hub-of-minds/widgets/define";
// Types only: the five tags as typed elements in markup (attributes, onhom-... events, bind:this).
import type {} from "@hub-of-minds/widgets/svelte";
import { mount } from "svelte";
import App from "./App.svelte";

const target = document.getElementById("app");
if (target) mount(App, { target });
