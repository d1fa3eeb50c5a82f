//===- Summary.cpp - The summary table of ACCC_PROFILE=summary ------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The table printed at exit with ACCC_PROFILE=summary, in the spirit of
// nvc's NV_ACC_TIME: where the program spent its OpenACC time, per construct
// site, readable at a glance.
//
// Rules:
// 1. A site is a construct in the source: (src_file, line_no, func_name,
//    parent construct) of acc_prof_info and acc_event_info (OpenACC 3.3,
//    sec. 5.2.1 - 5.2.2). The runtime reports the events inside a construct
//    (its data movement, launches, implicit waits) with the construct's
//    position and kind, so they land at its site; routines called outside
//    any construct have no source position and share the site
//    "(no source) runtime api".
// 2. A site's total is the time of its top-level spans, those no other span
//    of the same site encloses on the same thread (Activity::TopLevel): a
//    compute construct's time includes its launches and transfers once.
//    Its count is the number of executions: the top-level spans of the
//    construct's own event (compute construct, enter data for data and
//    enter data constructs, exit data, update, wait). At the "runtime api"
//    site, and where the runtime sent no such event, every top-level span
//    but device init and shutdown (which a runtime may report with the
//    site of the construct that caused them) counts: a routine call each.
// 3. Below each site, one row per activity at the site, in the order a
//    construct runs them (device init, enter data, alloc, upload, launch,
//    wait, download, update, exit data, device shutdown): count, total and
//    average time, bytes of transfers and allocations, kernels per name
//    with the num_gangs / num_workers / vector_length seen (a range when
//    they varied). The row that measures the construct itself (the compute
//    construct of a parallel site, the update of an update site) is the
//    site's own line and not repeated.
// 4. Sites are sorted by total time, longest first, then by position.
//    Then the total per source file, sorted the same way, and the sum over
//    all sites. Percentages are of
//    that sum (threads run concurrently: it can exceed the wall time).
// 5. Times are host time from the start event to its end event, steady
//    clock, in microseconds. Create, delete and free events are not in the
//    table (the trace has them); alloc rows give the bytes allocated.
//
//===----------------------------------------------------------------------===//

#include "Summary.h"

#include <algorithm>
#include <array>
#include <cinttypes>
#include <cstdarg>
#include <cstdio>
#include <functional>
#include <utility>
#include <vector>

namespace accc::profile {

namespace {

bool ownKind(acc_construct_t Construct, ActivityKind &Kind);

/// The activity whose spans count the executions of a construct (rule 2).
bool executionKind(acc_construct_t Construct, ActivityKind &Kind) {
  if (Construct == acc_construct_data) {
    Kind = ActivityKind::EnterData;
    return true;
  }
  return ownKind(Construct, Kind);
}

/// The activity a construct's own start/end pair measures, if any: its time
/// is the site's, so it needs no line of its own (rule 3).
bool ownKind(acc_construct_t Construct, ActivityKind &Kind) {
  switch (Construct) {
  case acc_construct_parallel:
  case acc_construct_kernels:
  case acc_construct_serial:
    Kind = ActivityKind::Compute;
    return true;
  case acc_construct_enter_data:
    Kind = ActivityKind::EnterData;
    return true;
  case acc_construct_exit_data:
    Kind = ActivityKind::ExitData;
    return true;
  case acc_construct_update:
    Kind = ActivityKind::Update;
    return true;
  case acc_construct_wait:
    Kind = ActivityKind::Wait;
    return true;
  default:
    return false;
  }
}

bool inSummary(ActivityKind Kind) {
  switch (Kind) {
  case ActivityKind::Create:
  case ActivityKind::Delete:
  case ActivityKind::Free:
  case ActivityKind::RuntimeShutdown:
    return false;
  default:
    return true;
  }
}

void appendf(std::string &Out, const char *Format, ...)
    __attribute__((format(printf, 2, 3)));

void appendf(std::string &Out, const char *Format, ...) {
  char Buf[512];
  va_list Args;
  va_start(Args, Format);
  int Len = std::vsnprintf(Buf, sizeof(Buf), Format, Args);
  va_end(Args);
  if (Len > 0)
    Out.append(Buf, std::min<size_t>(Len, sizeof(Buf) - 1));
}

std::string microseconds(int64_t Ns) {
  char Buf[32];
  std::snprintf(Buf, sizeof(Buf), "%" PRId64, (Ns + 500) / 1000);
  return Buf;
}

std::string humanBytes(uint64_t Bytes) {
  static const char *const Units[] = {"KiB", "MiB", "GiB", "TiB"};
  char Buf[32];
  if (Bytes < 1024) {
    std::snprintf(Buf, sizeof(Buf), "%" PRIu64 " B", Bytes);
    return Buf;
  }
  double V = double(Bytes) / 1024;
  int U = 0;
  while (V >= 1024 && U < 3) {
    V /= 1024;
    ++U;
  }
  std::snprintf(Buf, sizeof(Buf), "%.1f %s", V, Units[U]);
  return Buf;
}

std::string percent(int64_t Part, int64_t Whole) {
  char Buf[16];
  std::snprintf(Buf, sizeof(Buf), "%.1f",
                Whole > 0 ? 100.0 * double(Part) / double(Whole) : 0.0);
  return Buf;
}

/// One line of the table before its columns are aligned.
struct Line {
  std::string Label, Count, Total, Avg, Percent, Bytes, Details;
};

std::string formatLines(const std::vector<Line> &Lines) {
  // Columns empty on every line are left out; the others are right-aligned
  // but for the label.
  size_t Widths[6] = {0, 0, 0, 0, 0, 0};
  auto Columns = [](const Line &L) {
    return std::array<const std::string *, 6>{&L.Label, &L.Count,   &L.Total,
                                              &L.Avg,   &L.Percent, &L.Bytes};
  };
  for (const Line &L : Lines) {
    auto Cols = Columns(L);
    for (int I = 0; I < 6; ++I)
      Widths[I] = std::max(Widths[I], Cols[I]->size());
  }
  std::string Out;
  for (const Line &L : Lines) {
    auto Cols = Columns(L);
    std::string Text;
    appendf(Text, "%-*s", int(Widths[0]), L.Label.c_str());
    for (int I = 1; I < 6; ++I)
      if (Widths[I])
        appendf(Text, "  %*s", int(Widths[I]), Cols[I]->c_str());
    if (!L.Details.empty())
      Text += "  " + L.Details;
    Text.erase(Text.find_last_not_of(' ') + 1);
    Out += Text + "\n";
  }
  return Out;
}

/// Text from the runtime, with control characters as '?': the table is
/// for a terminal.
std::string printable(const std::string &S) {
  std::string Out = S;
  for (char &C : Out)
    if ((unsigned char)C < 0x20 || C == 0x7F)
      C = '?';
  return Out;
}

std::string rangeText(const char *Name, size_t Min, size_t Max) {
  char Buf[64];
  if (Min == Max)
    std::snprintf(Buf, sizeof(Buf), "%s=%zu", Name, Min);
  else
    std::snprintf(Buf, sizeof(Buf), "%s=%zu..%zu", Name, Min, Max);
  return Buf;
}

} // namespace

bool Summary::RowKey::operator<(const RowKey &O) const {
  auto Rank = [](ActivityKind Kind) {
    switch (Kind) {
    case ActivityKind::DeviceInit:
      return 0;
    case ActivityKind::EnterData:
      return 1;
    case ActivityKind::Alloc:
      return 2;
    case ActivityKind::Upload:
      return 3;
    case ActivityKind::Compute:
      return 4;
    case ActivityKind::Launch:
      return 5;
    case ActivityKind::Wait:
      return 6;
    case ActivityKind::Download:
      return 7;
    case ActivityKind::Update:
      return 8;
    case ActivityKind::ExitData:
      return 9;
    case ActivityKind::DeviceShutdown:
      return 10;
    default:
      return 11 + int(Kind);
    }
  };
  return std::make_pair(Rank(Kind), std::cref(Kernel)) <
         std::make_pair(Rank(O.Kind), std::cref(O.Kernel));
}

void Summary::Range::add(size_t V) {
  Min = std::min(Min, V);
  Max = std::max(Max, V);
}

void Summary::Range::merge(const Range &O) {
  Min = std::min(Min, O.Min);
  Max = std::max(Max, O.Max);
}

void Summary::add(const Activity &A) {
  if (!inSummary(A.Kind) || A.Unfinished)
    return;
  Site &S = Sites[SiteKey{A.SrcFile, A.Line, A.FuncName, A.Construct}];
  if (!A.Instant && A.TopLevel) {
    S.TotalNs += A.EndNs - A.StartNs;
    ++S.TopSpans[int(A.Kind)];
  }
  Row &R = S.Rows[RowKey{
      A.Kind, A.Kind == ActivityKind::Launch ? A.KernelName : std::string()}];
  ++R.Count;
  R.Bytes += A.Bytes;
  if (!A.Instant)
    R.TotalNs += A.EndNs - A.StartNs;
  if (A.Kind == ActivityKind::Launch) {
    R.Gangs.add(A.NumGangs);
    R.Workers.add(A.NumWorkers);
    R.Vector.add(A.VectorLength);
  }
}

void Summary::merge(const Summary &Other) {
  for (const auto &[Key, OS] : Other.Sites) {
    Site &S = Sites[Key];
    for (int K = 0; K < NumActivityKinds; ++K)
      S.TopSpans[K] += OS.TopSpans[K];
    S.TotalNs += OS.TotalNs;
    for (const auto &[RK, OR] : OS.Rows) {
      Row &R = S.Rows[RK];
      R.Count += OR.Count;
      R.Bytes += OR.Bytes;
      R.TotalNs += OR.TotalNs;
      R.Gangs.merge(OR.Gangs);
      R.Workers.merge(OR.Workers);
      R.Vector.merge(OR.Vector);
    }
  }
}

std::string Summary::format(const RunInfo &Run) const {
  std::vector<const std::pair<const SiteKey, Site> *> Order;
  int64_t AllNs = 0;
  for (const auto &Entry : Sites) {
    Order.push_back(&Entry);
    AllNs += Entry.second.TotalNs;
  }
  std::sort(Order.begin(), Order.end(), [](auto *L, auto *R) {
    if (L->second.TotalNs != R->second.TotalNs)
      return L->second.TotalNs > R->second.TotalNs;
    return L->first < R->first;
  });

  std::string Out;
  appendf(Out,
          "accc profile: %s (pid %d), %d host thread%s, %.1f ms from the "
          "first event to exit\n",
          Run.Program.c_str(), Run.Pid, Run.HostThreads,
          Run.HostThreads == 1 ? "" : "s", double(Run.WallNs) / 1e6);
  Out += "host time in microseconds from each start event to its end event; "
         "sites sorted by total time\n\n";

  std::vector<Line> Lines;
  Lines.push_back(
      {"site / activity", "count", "total(us)", "avg(us)", "%", "bytes", ""});
  for (const auto *Entry : Order) {
    const SiteKey &Key = Entry->first;
    const Site &S = Entry->second;
    Line Head;
    Head.Label = Key.File.empty()
                     ? std::string("(no source)")
                     : printable(Key.File) + ":" + std::to_string(Key.Line);
    if (!Key.Func.empty())
      Head.Label += " " + printable(Key.Func);
    Head.Label += std::string(" ") + constructName(Key.Construct);
    uint64_t Reached = 0;
    ActivityKind Exec;
    if (executionKind(Key.Construct, Exec))
      Reached = S.TopSpans[int(Exec)];
    if (!Reached)
      for (int K = 0; K < NumActivityKinds; ++K)
        if (ActivityKind(K) != ActivityKind::DeviceInit &&
            ActivityKind(K) != ActivityKind::DeviceShutdown)
          Reached += S.TopSpans[K];
    if (Reached) {
      Head.Count = std::to_string(Reached);
      Head.Avg = microseconds(S.TotalNs / int64_t(Reached));
    }
    if (Reached || S.TotalNs) {
      Head.Total = microseconds(S.TotalNs);
      Head.Percent = percent(S.TotalNs, AllNs);
    }
    Lines.push_back(Head);

    ActivityKind Own;
    bool HasOwn = ownKind(Key.Construct, Own);
    for (const auto &[RK, R] : S.Rows) {
      if (HasOwn && RK.Kind == Own)
        continue;
      Line L;
      L.Label = std::string("  ") + activityName(RK.Kind);
      if (!RK.Kernel.empty())
        L.Label += " " + printable(RK.Kernel);
      L.Count = std::to_string(R.Count);
      if (RK.Kind != ActivityKind::Alloc) {
        L.Total = microseconds(R.TotalNs);
        L.Avg = microseconds(R.TotalNs / int64_t(R.Count));
      }
      if (RK.Kind == ActivityKind::Upload ||
          RK.Kind == ActivityKind::Download || RK.Kind == ActivityKind::Alloc)
        L.Bytes = humanBytes(R.Bytes);
      if (RK.Kind == ActivityKind::Launch)
        L.Details = rangeText("gangs", R.Gangs.Min, R.Gangs.Max) + " " +
                    rangeText("workers", R.Workers.Min, R.Workers.Max) + " " +
                    rangeText("vector", R.Vector.Min, R.Vector.Max);
      Lines.push_back(L);
    }
  }
  Out += formatLines(Lines);

  // Totals per source file.
  struct FileTotal {
    std::string Name;
    int Sites = 0;
    int64_t Ns = 0;
  };
  std::vector<FileTotal> Files;
  for (const auto &[Key, S] : Sites) {
    std::string Name = Key.File.empty() ? "(no source)" : printable(Key.File);
    if (Files.empty() || Files.back().Name != Name)
      Files.push_back({Name});
    ++Files.back().Sites;
    Files.back().Ns += S.TotalNs;
  }
  std::sort(Files.begin(), Files.end(),
            [](const FileTotal &L, const FileTotal &R) {
              return L.Ns != R.Ns ? L.Ns > R.Ns : L.Name < R.Name;
            });
  Lines.clear();
  Lines.push_back({"file", "sites", "total(us)", "", "%", "", ""});
  int AllSites = 0;
  for (const FileTotal &F : Files) {
    Lines.push_back({F.Name, std::to_string(F.Sites), microseconds(F.Ns), "",
                     percent(F.Ns, AllNs), "", ""});
    AllSites += F.Sites;
  }
  Lines.push_back({"all files", std::to_string(AllSites), microseconds(AllNs),
                   "", percent(AllNs, AllNs), "", ""});
  Out += "\n" + formatLines(Lines);
  return Out;
}

} // namespace accc::profile
