//===- OptionsTest.cpp - The option parsers of lib/Basic -------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The values -acc=, -acc-mapping= and -fopenacc-print= accept, and the
// number of streaming multiprocessors --offload-arch gives the launch
// geometry (lib/Basic/Options.cpp).
//
//===----------------------------------------------------------------------===//

#include "accc/Basic/Options.h"
#include "gtest/gtest.h"

using namespace accc;

namespace {

TEST(Options, TargetKinds) {
  EXPECT_EQ(parseTargetKind("host"), TargetKind::Host);
  EXPECT_EQ(parseTargetKind("multicore"), TargetKind::Multicore);
  EXPECT_EQ(parseTargetKind("gpu"), TargetKind::GPU);
  // nvc's spelling of the GPU target.
  EXPECT_EQ(parseTargetKind("nvidia"), TargetKind::GPU);
}

TEST(Options, TargetKindsRejected) {
  EXPECT_EQ(parseTargetKind(""), std::nullopt);
  EXPECT_EQ(parseTargetKind("GPU"), std::nullopt); // case matters
  EXPECT_EQ(parseTargetKind("cpu"), std::nullopt);
  EXPECT_EQ(parseTargetKind("gpu "), std::nullopt);
}

TEST(Options, TargetKindNamesRoundTrip) {
  for (TargetKind K : {TargetKind::Host, TargetKind::Multicore, TargetKind::GPU})
    EXPECT_EQ(parseTargetKind(targetKindName(K)), K) << targetKindName(K).str();
  EXPECT_EQ(targetKindName(TargetKind::GPU), "gpu");
}

TEST(Options, MappingKinds) {
  EXPECT_EQ(parseMappingKind("base"), MappingKind::Base);
  EXPECT_EQ(parseMappingKind("threads"), MappingKind::Threads);
  EXPECT_EQ(parseMappingKind("thread"), std::nullopt);
  EXPECT_EQ(parseMappingKind(""), std::nullopt);
  for (MappingKind K : {MappingKind::Base, MappingKind::Threads})
    EXPECT_EQ(parseMappingKind(mappingKindName(K)), K);
}

TEST(Options, PrintModes) {
  EXPECT_EQ(parsePrintMode("acc"), PrintMode::ACC);
  EXPECT_EQ(parsePrintMode("omp"), PrintMode::OMP);
  EXPECT_EQ(parsePrintMode("acc-omp"), PrintMode::ACCOMP);
  EXPECT_EQ(parsePrintMode("omp-acc"), PrintMode::OMPACC);
  EXPECT_EQ(parsePrintMode("none"), std::nullopt);
  EXPECT_EQ(parsePrintMode("acc_omp"), std::nullopt);
  EXPECT_EQ(parsePrintMode(""), std::nullopt);
}

TEST(Options, Defaults) {
  TranslateOptions O;
  EXPECT_EQ(O.Target, TargetKind::GPU);
  EXPECT_EQ(O.Mapping, MappingKind::Threads);
  EXPECT_TRUE(O.UseHold);
  EXPECT_TRUE(O.TunedGeometry);
  EXPECT_FALSE(O.ThreadLimit256);
  // The default architecture is sm_90 (README, --offload-arch).
  EXPECT_EQ(O.GpuSMs, gpuMultiprocessors("sm_90"));
}

TEST(Options, GpuMultiprocessors) {
  EXPECT_EQ(gpuMultiprocessors("sm_70"), 80u);
  EXPECT_EQ(gpuMultiprocessors("sm_80"), 108u);
  EXPECT_EQ(gpuMultiprocessors("sm_86"), 84u);
  EXPECT_EQ(gpuMultiprocessors("sm_89"), 84u);
  EXPECT_EQ(gpuMultiprocessors("sm_90"), 132u);
  EXPECT_EQ(gpuMultiprocessors("sm_90a"), 132u);
  EXPECT_EQ(gpuMultiprocessors("sm_100"), 148u);
  EXPECT_EQ(gpuMultiprocessors("sm_100a"), 148u);
}

TEST(Options, GpuMultiprocessorsUnknownArch) {
  EXPECT_EQ(gpuMultiprocessors("sm_75"), 128u);
  EXPECT_EQ(gpuMultiprocessors("gfx90a"), 128u);
  EXPECT_EQ(gpuMultiprocessors(""), 128u);
}

} // namespace
