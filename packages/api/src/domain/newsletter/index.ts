export * from "./archive";
export * from "./campaigns";
export { fanOutDueCampaigns, settleSentCampaigns } from "./fan-out";
