//===- KindUtilsTest.cpp - Spelling and classifying OpenACC kinds ----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// spell() of clang's OpenACC kinds and the device_type names accc knows
// (include/accc/Basic/KindUtils.h).
//
//===----------------------------------------------------------------------===//

#include "accc/Basic/KindUtils.h"
#include "clang/Basic/OpenACCKinds.h"
#include "gtest/gtest.h"

using namespace accc;
using clang::OpenACCClauseKind;
using clang::OpenACCDirectiveKind;
using clang::OpenACCReductionOperator;

namespace {

TEST(KindUtils, SpellDirectives) {
  EXPECT_EQ(spell(OpenACCDirectiveKind::Parallel), "parallel");
  EXPECT_EQ(spell(OpenACCDirectiveKind::ParallelLoop), "parallel loop");
  EXPECT_EQ(spell(OpenACCDirectiveKind::KernelsLoop), "kernels loop");
  EXPECT_EQ(spell(OpenACCDirectiveKind::EnterData), "enter data");
  EXPECT_EQ(spell(OpenACCDirectiveKind::HostData), "host_data");
}

TEST(KindUtils, SpellClauses) {
  EXPECT_EQ(spell(OpenACCClauseKind::CopyIn), "copyin");
  EXPECT_EQ(spell(OpenACCClauseKind::PCopy), "pcopy");
  EXPECT_EQ(spell(OpenACCClauseKind::NumGangs), "num_gangs");
  EXPECT_EQ(spell(OpenACCClauseKind::DeviceType), "device_type");
}

TEST(KindUtils, SpellReductionOperators) {
  EXPECT_EQ(spell(OpenACCReductionOperator::Max), "max");
  EXPECT_EQ(spell(OpenACCReductionOperator::Addition), "+");
  EXPECT_EQ(spell(OpenACCReductionOperator::And), "&&");
}

TEST(KindUtils, DeviceTypeNames) {
  EXPECT_EQ(classifyDeviceType("nvidia"), DeviceTypeName::Nvidia);
  EXPECT_EQ(classifyDeviceType("acc_device_nvidia"), DeviceTypeName::Nvidia);
  EXPECT_EQ(classifyDeviceType("host"), DeviceTypeName::Host);
  EXPECT_EQ(classifyDeviceType("acc_device_host"), DeviceTypeName::Host);
  EXPECT_EQ(classifyDeviceType("multicore"), DeviceTypeName::Multicore);
  EXPECT_EQ(classifyDeviceType("radeon"), DeviceTypeName::Radeon);
  EXPECT_EQ(classifyDeviceType("acc_device_radeon"), DeviceTypeName::Radeon);
  EXPECT_EQ(classifyDeviceType("default"), DeviceTypeName::Default);
  EXPECT_EQ(classifyDeviceType("acc_device_default"), DeviceTypeName::Default);
}

TEST(KindUtils, DeviceTypeNamesOther) {
  // openacc.h has no acc_device_multicore; nvc spells it "multicore" only.
  EXPECT_EQ(classifyDeviceType("acc_device_multicore"), DeviceTypeName::Other);
  EXPECT_EQ(classifyDeviceType("NVIDIA"), DeviceTypeName::Other);
  EXPECT_EQ(classifyDeviceType("gpu"), DeviceTypeName::Other);
  EXPECT_EQ(classifyDeviceType(""), DeviceTypeName::Other);
}

} // namespace
