// Next's defaults. No next/font/google or other fetches: the build runs without the network.
/** @type {import('next').NextConfig} */
const nextConfig = {};

export default nextConfig;
