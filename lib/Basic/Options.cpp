//===- Options.cpp - Parsing of translation options ------------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#include "accc/Basic/Options.h"
#include "llvm/ADT/StringSwitch.h"

namespace accc {

std::optional<TargetKind> parseTargetKind(llvm::StringRef S) {
  return llvm::StringSwitch<std::optional<TargetKind>>(S)
      .Case("host", TargetKind::Host)
      .Case("multicore", TargetKind::Multicore)
      .Cases({"gpu", "nvidia"}, TargetKind::GPU)
      .Default(std::nullopt);
}

std::optional<MappingKind> parseMappingKind(llvm::StringRef S) {
  return llvm::StringSwitch<std::optional<MappingKind>>(S)
      .Case("base", MappingKind::Base)
      .Case("threads", MappingKind::Threads)
      .Default(std::nullopt);
}

std::optional<PrintMode> parsePrintMode(llvm::StringRef S) {
  return llvm::StringSwitch<std::optional<PrintMode>>(S)
      .Case("acc", PrintMode::ACC)
      .Case("omp", PrintMode::OMP)
      .Case("acc-omp", PrintMode::ACCOMP)
      .Case("omp-acc", PrintMode::OMPACC)
      .Default(std::nullopt);
}

llvm::StringRef targetKindName(TargetKind K) {
  switch (K) {
  case TargetKind::Host:
    return "host";
  case TargetKind::Multicore:
    return "multicore";
  case TargetKind::GPU:
    return "gpu";
  }
  return "?";
}

unsigned gpuMultiprocessors(llvm::StringRef Arch) {
  // A tuning number, not a limit: any value gives correct code.
  return llvm::StringSwitch<unsigned>(Arch)
      .Case("sm_70", 80)                      // V100
      .Case("sm_80", 108)                     // A100
      .Cases({"sm_86", "sm_89"}, 84)          // A40, L40
      .Cases({"sm_90", "sm_90a"}, 132)        // H100 SXM, H200
      .Cases({"sm_100", "sm_100a"}, 148)      // B200
      .Default(128);
}

llvm::StringRef mappingKindName(MappingKind K) {
  return K == MappingKind::Base ? "base" : "threads";
}

} // namespace accc
