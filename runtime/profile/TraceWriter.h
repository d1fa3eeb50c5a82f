//===- TraceWriter.h - Chrome trace-event JSON of the events ---*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_PROFILE_TRACEWRITER_H
#define ACCC_PROFILE_TRACEWRITER_H

#include "Activity.h"

#include <cstdio>
#include <mutex>
#include <string>
#include <string_view>

namespace accc::profile {

/// Appends S to Out as a JSON string literal, quotes included. Control
/// characters are escaped and bytes that are not UTF-8 become U+FFFD, so
/// that any C string gives valid JSON.
void appendJsonString(std::string &Out, std::string_view S);

/// Writes ACCC_PROFILE=trace's file. Threads format their events into
/// buffers of their own (appendActivity, appendTrackName) and hand them over
/// with write(); the file is a JSON object whose "traceEvents" array stays
/// open until close() ends it.
class TraceWriter {
public:
  /// Creates Path and writes the opening of the JSON object and the
  /// process's name. False (errno set) if it cannot be created.
  bool open(const std::string &Path, int Pid, const std::string &Program);
  /// Appends A as a trace event on track Tid: "X" for a span, "i" for an
  /// instant. Each event starts with the comma that separates it from the
  /// one before.
  void appendActivity(std::string &Buf, int Tid, const Activity &A) const;
  /// Appends the metadata events that name track Tid and place it.
  void appendTrackName(std::string &Buf, int Tid, std::string_view Name,
                       int SortIndex) const;
  /// Writes Buf to the file, unless it is closed already. Thread-safe.
  void write(const std::string &Buf);
  /// Ends the array and the object and closes the file. Thread-safe; later
  /// writes are dropped.
  void close();

private:
  std::mutex FileMutex;
  FILE *File = nullptr;
  int Pid = 0;
};

} // namespace accc::profile

#endif // ACCC_PROFILE_TRACEWRITER_H
