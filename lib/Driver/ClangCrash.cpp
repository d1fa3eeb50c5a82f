//===- ClangCrash.cpp - A crash of clang in accc's compile step -----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// clang's crash output (LLVM's pretty stack trace) reads:
//
//   <diagnostics before the crash>
//   PLEASE submit a bug report to ... and include the crash backtrace ...
//   Stack dump:
//   0.	Program arguments: ...
//   1.	<eof> parser at end of file        | FILE:L:C: current parser token 'x'
//   2.	Code generation                     | FILE:L:C: LLVM IR generation of declaration 'f'
//      (clang 22: Per-file LLVM IR generation, FILE:L:C: Generating code for
//      declaration 'f', FILE:L:C: LLVM IR generation of compound statement)
//   3.	Running pass 'Function Pass Manager' on module '...'.
//   4.	Running pass 'X86 DAG->DAG Instruction Selection' on function '@f.omp_outlined'
//    #0 0x... llvm::sys::PrintStackTrace(...)
//   ...
//   clang: error: ... / clang: note: diagnostic msg: ...
//
// The numbered lines say where clang was: the innermost (last) one that
// names a pass, a declaration or a parser token gives the stage, function
// and location.
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/ClangCrash.h"
#include "accc/Driver/Config.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace accc::driver {

namespace {

/// The text between the first pair of single quotes after \p From in
/// \p Line.
llvm::StringRef quoted(llvm::StringRef Line, llvm::StringRef From) {
  size_t At = Line.find(From);
  if (At == llvm::StringRef::npos)
    return "";
  llvm::StringRef Rest = Line.substr(At + From.size());
  size_t Open = Rest.find('\'');
  size_t Close = Rest.find('\'', Open + 1);
  if (Open == llvm::StringRef::npos || Close == llvm::StringRef::npos)
    return "";
  return Rest.slice(Open + 1, Close);
}

/// `@_Z1fPd.omp_outlined.1` -> `f(double*)`.
std::string functionName(llvm::StringRef IRName) {
  IRName.consume_front("@");
  llvm::StringRef Base = IRName.split('.').first;
  if (Base.empty())
    return "";
  return llvm::demangle(Base.str());
}

/// "FILE:L:C" at the start of \p Context ("FILE:L:C: what"), or "".
llvm::StringRef leadingLocation(llvm::StringRef Context) {
  size_t End = Context.find(": ");
  if (End == llvm::StringRef::npos)
    return "";
  llvm::StringRef Loc = Context.take_front(End);
  // FILE:L:C: two trailing numbers.
  auto [Rest, Col] = Loc.rsplit(':');
  auto [File, Line] = Rest.rsplit(':');
  unsigned N;
  if (File.empty() || Line.getAsInteger(10, N) || Col.getAsInteger(10, N))
    return "";
  return Loc;
}

} // namespace

std::optional<ClangCrash> findClangCrash(llvm::StringRef Output) {
  size_t Please = Output.find("PLEASE submit a bug report");
  size_t Dump = Output.find("Stack dump:");
  size_t Start = std::min(Please, Dump);
  if (Start == llvm::StringRef::npos)
    return std::nullopt;
  // From the start of the line.
  size_t LineStart = Output.rfind('\n', Start);
  LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
  ClangCrash C;
  std::string TokenLocation;
  C.Before = Output.take_front(LineStart).str();
  llvm::SmallVector<llvm::StringRef, 32> Lines;
  Output.substr(LineStart).split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    // "N.\tcontext", the numbered lines of the pretty stack trace.
    llvm::StringRef L = Line.ltrim(' ');
    size_t Dot = L.find(".\t");
    unsigned N;
    if (Dot == llvm::StringRef::npos || L.take_front(Dot).getAsInteger(10, N))
      continue;
    llvm::StringRef Context = L.substr(Dot + 2).rtrim();
    if (Context.starts_with("Program arguments:"))
      continue;
    if (Context.contains_insensitive("nvptx"))
      C.Device = true;
    if (Context.contains("parser at end of file") ||
        Context.contains("current parser token")) {
      C.Stage = "parser";
    } else if (Context == "Code generation") {
      C.Stage = "code generation";
    } else if (Context.contains("LLVM IR generation of declaration") ||
               Context.contains("Generating code for declaration")) {
      C.Stage = "code generation";
      C.Function = quoted(Context, "declaration").str();
    } else if (Context.contains("IR generation")) {
      // clang 22: "Per-file LLVM IR generation", "LLVM IR generation of
      // compound statement".
      C.Stage = "code generation";
    } else if (Context.starts_with("Running pass")) {
      llvm::StringRef Pass = quoted(Context, "Running pass");
      if (Pass != "Function Pass Manager" && Pass != "CallGraph Pass Manager")
        C.Stage = Pass.str();
      if (llvm::StringRef F = quoted(Context, "on function"); !F.empty())
        C.Function = functionName(F);
    } else if (Context.starts_with("Optimizer")) {
      C.Stage = "optimizer";
    }
    if (Context.contains("parsing function body"))
      C.Function = quoted(Context, "parsing function body").str();
    // The parser's token is where it was; other lines name the start of a
    // declaration.
    if (llvm::StringRef Loc = leadingLocation(Context); !Loc.empty())
      (Context.contains("current parser token") ? TokenLocation : C.Location) =
          Loc.str();
  }
  if (!TokenLocation.empty())
    C.Location = TokenLocation;
  return C;
}

int reportClangCrash(const ClangCrash &Crash, llvm::StringRef Source,
                     llvm::StringRef ReportFile) {
  llvm::raw_ostream &OS = llvm::errs();
  OS << Crash.Before;
  // A location in accc's temporary translation names no file of the user's.
  bool UserLocation = !Crash.Location.empty() &&
                      !llvm::StringRef(Crash.Location).contains("/accc-");
  OS << (UserLocation ? Crash.Location + ": error: " : "accc: error: ")
     << "clang crashed compiling the OpenMP translation of '" << Source
     << "'";
  std::string Where;
  if (!Crash.Stage.empty())
    Where = "in " + std::string(Crash.Stage == "parser" ||
                                        Crash.Stage == "code generation" ||
                                        Crash.Stage == "optimizer"
                                    ? "its " + Crash.Stage
                                    : "its pass '" + Crash.Stage + "'");
  if (Crash.Device)
    Where += std::string(Where.empty() ? "" : ", ") + "for the GPU";
  if (!Crash.Function.empty())
    Where += std::string(Where.empty() ? "" : ", ") + "in function '" +
             Crash.Function + "'";
  if (!Where.empty())
    OS << " (" << Where << ")";
  OS << ": a defect of clang " ACCC_LLVM_VERSION
        ", which accc cannot work around here\n";
  if (!ReportFile.empty())
    OS << "accc: note: clang's output and the translation it compiled are in '"
       << ReportFile << "' (for a bug report)\n";
  OS << "accc: note: changing the code of that function, or the optimization "
        "level, may avoid the crash\n";
  return 1;
}

std::string writeCrashReport(llvm::StringRef Source, llvm::StringRef Output,
                             llvm::StringRef Translation) {
  llvm::SmallString<256> Path;
  std::string Prefix =
      "accc-crash-" + llvm::sys::path::stem(Source).str();
  int FD;
  if (llvm::sys::fs::createTemporaryFile(Prefix, "txt", FD, Path))
    return "";
  llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
  OS << "accc: clang crashed compiling the OpenMP translation of '" << Source
     << "'.\n\n==== clang's output ====\n"
     << Output << "\n==== the translation clang compiled ====\n"
     << Translation;
  return Path.str().str();
}

} // namespace accc::driver
