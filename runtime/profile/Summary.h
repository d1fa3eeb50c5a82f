//===- Summary.h - The summary table of ACCC_PROFILE=summary ---*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_PROFILE_SUMMARY_H
#define ACCC_PROFILE_SUMMARY_H

#include "Activity.h"

#include <cstdint>
#include <map>
#include <string>
#include <tuple>

namespace accc::profile {

/// Counts and times per construct site and activity. One table per host
/// thread collects that thread's activities without a lock shared with
/// other threads; at exit the tables are merged and formatted.
class Summary {
public:
  /// Counts A (a finished span or an instant).
  void add(const Activity &A);
  /// Adds the counts of Other.
  void merge(const Summary &Other);

  /// What the heading says about the run.
  struct RunInfo {
    std::string Program;
    int Pid = 0;
    int HostThreads = 0;
    int64_t WallNs = 0;
  };
  /// The table, one line per site and activity, sites sorted by total time.
  std::string format(const RunInfo &Run) const;

private:
  struct SiteKey {
    std::string File;
    int Line;
    std::string Func;
    acc_construct_t Construct;
    bool operator<(const SiteKey &O) const {
      return std::tie(File, Line, Func, Construct) <
             std::tie(O.File, O.Line, O.Func, O.Construct);
    }
  };
  struct RowKey {
    ActivityKind Kind;
    std::string Kernel; ///< launches: the kernel's name
    /// Rows in the order a construct runs them: allocate, upload, launch,
    /// wait, download, release.
    bool operator<(const RowKey &O) const;
  };
  struct Range {
    size_t Min = SIZE_MAX, Max = 0;
    void add(size_t V);
    void merge(const Range &O);
  };
  struct Row {
    uint64_t Count = 0;
    uint64_t Bytes = 0;
    int64_t TotalNs = 0;
    Range Gangs, Workers, Vector;
  };
  struct Site {
    /// Top-level spans per ActivityKind: the executions are counted from
    /// them (Summary.cpp, rule 2).
    uint64_t TopSpans[NumActivityKinds] = {};
    /// Time of the top-level spans: the time spent at the site.
    int64_t TotalNs = 0;
    std::map<RowKey, Row> Rows;
  };
  std::map<SiteKey, Site> Sites;
};

} // namespace accc::profile

#endif // ACCC_PROFILE_SUMMARY_H
