//===- ProfileConfig.h - What ACCC_PROFILE asks for -------------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The outputs of accc's profiling library, as ACCC_PROFILE names them
// (ProfileConfig.cpp has the grammar).
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_PROFILE_PROFILECONFIG_H
#define ACCC_PROFILE_PROFILECONFIG_H

#include <optional>
#include <string>

namespace accc::profile {

/// The outputs one run of the program asks for.
struct ProfileConfig {
  /// Print the summary table at exit.
  bool Summary = false;
  /// Where the summary goes; empty for stderr.
  std::string SummaryFile;
  /// Write the Chrome trace-event JSON file TraceFile at exit.
  bool Trace = false;
  std::string TraceFile;
};

/// The accepted forms of ACCC_PROFILE, for the warning about any other value.
extern const char *const AcceptedForms;

/// Parses the value of ACCC_PROFILE. A null or empty value is "summary".
/// Returns nothing for a value that is not one of AcceptedForms.
std::optional<ProfileConfig> parseProfileConfig(const char *Value);

} // namespace accc::profile

#endif // ACCC_PROFILE_PROFILECONFIG_H
