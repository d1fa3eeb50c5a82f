//===- ProfileConfig.cpp - The ACCC_PROFILE environment variable ----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// ACCC_PROFILE is accc's own variable (not OpenACC's): libacc loads this
// library when it is set, and the library reads it to know what to write.
//
// Rules:
// 1. The value is a comma-separated list of outputs, each at most once:
//      summary          the summary table, to stderr
//      summary:FILE     the summary table, to FILE
//      trace:FILE       every event as Chrome trace-event JSON, to FILE
//    e.g. `summary,trace:run.json`. FILE is everything after the first ':'
//    up to the next ',' and is not empty. The keywords are case-insensitive,
//    like the values of ACC_DEVICE_TYPE.
// 2. Unset or empty means `summary`: a program that loads the library some
//    other way (ACC_PROFLIB, LD_PRELOAD, linking) gets the table.
// 3. Anything else is rejected as a whole; the caller warns once and
//    profiles nothing (a half-understood request would write a file the
//    user did not ask for, or miss one they did).
//
//===----------------------------------------------------------------------===//

#include "ProfileConfig.h"

#include <string_view>
#include <strings.h>

namespace accc::profile {

const char *const AcceptedForms =
    "summary, summary:FILE, trace:FILE, or both separated by a comma "
    "(summary,trace:FILE)";

namespace {

bool keywordIs(std::string_view Word, const char *Keyword) {
  return Word.size() == std::char_traits<char>::length(Keyword) &&
         strncasecmp(Word.data(), Keyword, Word.size()) == 0;
}

} // namespace

std::optional<ProfileConfig> parseProfileConfig(const char *Value) {
  ProfileConfig Config;
  if (!Value || !*Value) {
    Config.Summary = true;
    return Config;
  }
  std::string_view Rest(Value);
  while (true) {
    size_t Comma = Rest.find(',');
    std::string_view Item = Rest.substr(0, Comma);
    size_t Colon = Item.find(':');
    std::string_view Keyword = Item.substr(0, Colon);
    std::string_view File;
    if (Colon != std::string_view::npos) {
      File = Item.substr(Colon + 1);
      if (File.empty())
        return std::nullopt;
    }
    if (keywordIs(Keyword, "summary") && !Config.Summary) {
      Config.Summary = true;
      Config.SummaryFile = std::string(File);
    } else if (keywordIs(Keyword, "trace") && !Config.Trace && !File.empty()) {
      Config.Trace = true;
      Config.TraceFile = std::string(File);
    } else {
      return std::nullopt;
    }
    if (Comma == std::string_view::npos)
      return Config;
    Rest.remove_prefix(Comma + 1);
  }
}

} // namespace accc::profile
