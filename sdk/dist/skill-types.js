export {};
//# sourceMappingURL=skill-types.js.map