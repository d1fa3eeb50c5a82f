//===- TraceWriter.cpp - Chrome trace-event JSON of the events ------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// ACCC_PROFILE=trace:FILE writes every event in the JSON object format of
// Chrome's trace-event format ("Trace Event Format", Google, the format
// chrome://tracing and https://ui.perfetto.dev load):
//
//   {"traceEvents":[
//   {"name":"process_name","ph":"M","pid":7,"tid":0,"args":{"name":"prog"}},
//   {"name":"upload a","cat":"transfer","ph":"X","pid":7,"tid":1,
//    "ts":12.345,"dur":3.210,"args":{"var_name":"a","bytes":4096,...}},
//   ...
//   ],"displayTimeUnit":"ms"}
//
// Rules:
// 1. A start/end pair is one complete event ("X", written when the end
//    event comes, with "ts" and "dur"), not a "B"/"E" pair: an event is
//    only written whole, so the file never holds a begin without its end,
//    whatever the moment the program exits. On one track, spans nest as
//    the runtime's start/end pairs do (on one host thread they are nested
//    calls). Spans still open at exit are written ending at exit, with
//    "unfinished": true.
// 2. Create, delete, alloc, free and runtime_shutdown are instant events
//    ("i", thread scope).
// 3. One track ("tid") per host thread, numbered 1, 2, ... in the order of
//    their first event, and one per activity queue a thread enqueued
//    asynchronous launches, uploads or downloads on (async != acc_async_sync
//    in acc_prof_info), numbered from 1001. A queue's track belongs to one
//    host thread, so that its spans nest too. Metadata events name the
//    tracks and sort each queue's track below its thread's.
// 4. "ts" and "dur" are microseconds since the profiler started, with
//    nanosecond digits; "args" hold the acc_prof_info and event fields
//    that were filled: src_file, line, end_line, func, construct,
//    device_type, device_number, async, async_queue, implicit, var_name,
//    bytes, host_ptr, device_ptr, kernel_name, num_gangs, num_workers,
//    vector_length.
// 5. Strings are escaped as JSON asks (RFC 8259, sec. 7): quote, backslash
//    and control characters; bytes that are not UTF-8 become U+FFFD, since
//    a JSON text is UTF-8 (sec. 8.1) and a file name or variable name from
//    the runtime need not be.
//
//===----------------------------------------------------------------------===//

#include "TraceWriter.h"

#include <cinttypes>
#include <cstdint>

namespace accc::profile {

namespace {

/// The length of the UTF-8 sequence at S[0..Len), or 0 if it is not one.
size_t utf8Length(const unsigned char *S, size_t Len) {
  unsigned char C = S[0];
  size_t N;
  uint32_t Min;
  if (C < 0x80)
    return 1;
  if ((C & 0xE0) == 0xC0) {
    N = 2;
    Min = 0x80;
  } else if ((C & 0xF0) == 0xE0) {
    N = 3;
    Min = 0x800;
  } else if ((C & 0xF8) == 0xF0) {
    N = 4;
    Min = 0x10000;
  } else {
    return 0;
  }
  if (Len < N)
    return 0;
  uint32_t Code = C & (0x7F >> N);
  for (size_t I = 1; I < N; ++I) {
    if ((S[I] & 0xC0) != 0x80)
      return 0;
    Code = (Code << 6) | (S[I] & 0x3F);
  }
  // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
  if (Code < Min || Code > 0x10FFFF || (Code >= 0xD800 && Code <= 0xDFFF))
    return 0;
  return N;
}

void appendMicroseconds(std::string &Out, int64_t Ns) {
  char Buf[32];
  if (Ns < 0)
    Ns = 0;
  std::snprintf(Buf, sizeof(Buf), "%" PRId64 ".%03" PRId64, Ns / 1000,
                Ns % 1000);
  Out += Buf;
}

const char *category(ActivityKind Kind) {
  switch (Kind) {
  case ActivityKind::Compute:
    return "compute";
  case ActivityKind::EnterData:
  case ActivityKind::ExitData:
  case ActivityKind::Update:
    return "data";
  case ActivityKind::Launch:
    return "launch";
  case ActivityKind::Upload:
  case ActivityKind::Download:
    return "transfer";
  case ActivityKind::Wait:
    return "wait";
  case ActivityKind::DeviceInit:
  case ActivityKind::DeviceShutdown:
  case ActivityKind::RuntimeShutdown:
    return "device";
  case ActivityKind::Create:
  case ActivityKind::Delete:
  case ActivityKind::Alloc:
  case ActivityKind::Free:
    return "memory";
  }
  return "other";
}

bool isDataEvent(ActivityKind Kind) {
  switch (Kind) {
  case ActivityKind::Upload:
  case ActivityKind::Download:
  case ActivityKind::Create:
  case ActivityKind::Delete:
  case ActivityKind::Alloc:
  case ActivityKind::Free:
    return true;
  default:
    return false;
  }
}

/// Builds the "args" object, one member at a time.
class ArgsBuilder {
public:
  explicit ArgsBuilder(std::string &Out) : Out(Out) { Out += ",\"args\":{"; }
  ~ArgsBuilder() { Out += "}"; }
  void str(const char *Key, std::string_view Value) {
    key(Key);
    appendJsonString(Out, Value);
  }
  void num(const char *Key, long long Value) {
    key(Key);
    Out += std::to_string(Value);
  }
  void unum(const char *Key, unsigned long long Value) {
    key(Key);
    Out += std::to_string(Value);
  }
  void ptr(const char *Key, const void *Value) {
    char Buf[32];
    std::snprintf(Buf, sizeof(Buf), "%p", Value);
    str(Key, Buf);
  }
  void flag(const char *Key) {
    key(Key);
    Out += "true";
  }

private:
  void key(const char *Key) {
    if (!First)
      Out += ",";
    First = false;
    appendJsonString(Out, Key);
    Out += ":";
  }
  std::string &Out;
  bool First = true;
};

} // namespace

void appendJsonString(std::string &Out, std::string_view S) {
  Out += '"';
  const auto *P = reinterpret_cast<const unsigned char *>(S.data());
  size_t Len = S.size();
  for (size_t I = 0; I < Len;) {
    unsigned char C = P[I];
    if (C == '"' || C == '\\') {
      Out += '\\';
      Out += char(C);
      ++I;
    } else if (C < 0x20) {
      char Buf[8];
      std::snprintf(Buf, sizeof(Buf), "\\u%04x", C);
      Out += Buf;
      ++I;
    } else if (size_t N = utf8Length(P + I, Len - I)) {
      Out.append(S.data() + I, N);
      I += N;
    } else {
      Out += "\xEF\xBF\xBD"; // U+FFFD
      ++I;
    }
  }
  Out += '"';
}

bool TraceWriter::open(const std::string &Path, int ThePid,
                       const std::string &Program) {
  Pid = ThePid;
  File = std::fopen(Path.c_str(), "w");
  if (!File)
    return false;
  std::string Head = "{\"traceEvents\":[\n{\"name\":\"process_name\","
                     "\"ph\":\"M\",\"pid\":" +
                     std::to_string(Pid) + ",\"tid\":0,\"args\":{\"name\":";
  appendJsonString(Head, Program);
  Head += "}}";
  std::fputs(Head.c_str(), File);
  return true;
}

void TraceWriter::appendActivity(std::string &Buf, int Tid,
                                 const Activity &A) const {
  std::string Name = activityName(A.Kind);
  if (A.Kind == ActivityKind::Compute)
    Name = constructName(A.Construct);
  else if (A.Kind == ActivityKind::Launch && !A.KernelName.empty())
    Name = A.KernelName;
  else if (isDataEvent(A.Kind) && !A.VarName.empty())
    Name += " " + A.VarName;

  Buf += ",\n{\"name\":";
  appendJsonString(Buf, Name);
  Buf += ",\"cat\":\"";
  Buf += category(A.Kind);
  Buf += A.Instant ? "\",\"ph\":\"i\",\"s\":\"t\"" : "\",\"ph\":\"X\"";
  Buf += ",\"pid\":" + std::to_string(Pid) + ",\"tid\":" + std::to_string(Tid);
  Buf += ",\"ts\":";
  appendMicroseconds(Buf, A.StartNs);
  if (!A.Instant) {
    Buf += ",\"dur\":";
    appendMicroseconds(Buf, A.EndNs - A.StartNs);
  }
  {
    ArgsBuilder Args(Buf);
    if (!A.SrcFile.empty())
      Args.str("src_file", A.SrcFile);
    if (A.Line > 0)
      Args.num("line", A.Line);
    if (A.EndLine > 0)
      Args.num("end_line", A.EndLine);
    if (!A.FuncName.empty())
      Args.str("func", A.FuncName);
    Args.str("construct", constructName(A.Construct));
    if (A.DeviceType != acc_device_none)
      Args.str("device_type", deviceTypeName(A.DeviceType));
    if (A.DeviceNumber >= 0)
      Args.num("device_number", A.DeviceNumber);
    if (A.Async != acc_async_sync) {
      Args.num("async", A.Async);
      if (A.AsyncQueue >= 0)
        Args.num("async_queue", A.AsyncQueue);
    }
    if (A.Implicit)
      Args.flag("implicit");
    if (isDataEvent(A.Kind)) {
      if (!A.VarName.empty())
        Args.str("var_name", A.VarName);
      Args.unum("bytes", A.Bytes);
      if (A.HostPtr)
        Args.ptr("host_ptr", A.HostPtr);
      if (A.DevicePtr)
        Args.ptr("device_ptr", A.DevicePtr);
    }
    if (A.Kind == ActivityKind::Launch) {
      if (!A.KernelName.empty())
        Args.str("kernel_name", A.KernelName);
      Args.unum("num_gangs", A.NumGangs);
      Args.unum("num_workers", A.NumWorkers);
      Args.unum("vector_length", A.VectorLength);
    }
    if (A.Unfinished)
      Args.flag("unfinished");
  }
  Buf += "}";
}

void TraceWriter::appendTrackName(std::string &Buf, int Tid,
                                  std::string_view Name, int SortIndex) const {
  std::string Common = ",\"ph\":\"M\",\"pid\":" + std::to_string(Pid) +
                       ",\"tid\":" + std::to_string(Tid) + ",\"args\":{";
  Buf += ",\n{\"name\":\"thread_name\"" + Common + "\"name\":";
  appendJsonString(Buf, Name);
  Buf += "}}";
  Buf += ",\n{\"name\":\"thread_sort_index\"" + Common +
         "\"sort_index\":" + std::to_string(SortIndex) + "}}";
}

void TraceWriter::write(const std::string &Buf) {
  std::lock_guard<std::mutex> Lock(FileMutex);
  if (File)
    std::fwrite(Buf.data(), 1, Buf.size(), File);
}

void TraceWriter::close() {
  std::lock_guard<std::mutex> Lock(FileMutex);
  if (!File)
    return;
  std::fputs("\n],\"displayTimeUnit\":\"ms\"}\n", File);
  std::fclose(File);
  File = nullptr;
}

} // namespace accc::profile
