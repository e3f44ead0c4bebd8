// Test helpers for packages and remotes that use @sift/ui ('@sift/ui/testing'); never imported by site code.
export * from './axe';
export * from './match-media';
