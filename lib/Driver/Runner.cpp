//===- Runner.cpp - The clang commands of one accc run --------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/Runner.h"
#include "accc/Driver/Config.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <map>

namespace accc::driver {

int error(const llvm::Twine &Msg) {
  llvm::errs() << "accc: error: " << Msg << "\n";
  return 1;
}

void warning(const llvm::Twine &Msg) {
  llvm::errs() << "accc: warning: " << Msg << "\n";
}

bool isCXX(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  return Ext != ".c";
}

bool Runner::compilesCXX(llvm::StringRef Source) const {
  for (size_t I = 0; I + 1 < Opts.FrontendFlags.size(); ++I)
    if (Opts.FrontendFlags[I] == "-x")
      return llvm::StringRef(Opts.FrontendFlags[I + 1]).starts_with("c++");
  return isCXX(Source);
}

bool writeFile(const std::string &Path, llvm::StringRef Text) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC);
  if (EC)
    return false;
  OS << Text;
  return true;
}

TempDir::TempDir() {
  if (llvm::sys::fs::createUniqueDirectory("accc", Path))
    Path.clear();
}

TempDir::~TempDir() {
  if (!Path.empty() && !std::getenv("ACCC_KEEP_TEMPS"))
    llvm::sys::fs::remove_directories(Path);
}

namespace {

bool isLinkOnly(llvm::StringRef A) {
  return A.starts_with("-L") || A.starts_with("-l") || A.starts_with("-Wl,") ||
         A == "-Xlinker" || A == "-shared" || A == "-static" ||
         A == "-rdynamic" || A == "-Xoffload-linker";
}

/// A macro or dependency-file option: 0 if \p A is none, 1 if it holds its
/// value (`-DX=1`), 2 if its value is the next argument (`-D X=1`).
unsigned macroOrDependencyFlag(llvm::StringRef A) {
  unsigned Kind = llvm::StringSwitch<unsigned>(A)
                      .Cases({"-D", "-U", "-include", "-imacros", "-MF", "-MT",
                              "-MQ"},
                             2)
                      .Cases({"-MD", "-MMD", "-MP"}, 1)
                      .Default(0);
  if (Kind)
    return Kind;
  for (llvm::StringRef P :
       {"-D", "-U", "-include", "-imacros", "-MF", "-MT", "-MQ"})
    if (A.starts_with(P))
      return 1;
  return 0;
}

} // namespace

namespace {

/// The object-like macros of a unit as its `#define` and `#undef` lines
/// (clang -E -dD) leave them, to give an OpenACC directive the name that a
/// macro holds: OpenACC 3.3 sec. 2.1, "preprocessing tokens following the
/// #pragma acc are subject to macro replacement", which clang's -E does for
/// `#pragma omp` but not for `#pragma acc` (the unit would keep
/// `#pragma acc CONSTRUCT copy(v)`, whose directive the rewriter cannot
/// replace). Clause arguments keep their macros: clang expands them where
/// it parses the directive.
class DirectiveNames {
public:
  /// Records \p Line if it defines or undefines a macro.
  void note(llvm::StringRef Line) {
    Line = Line.ltrim(" \t");
    if (!Line.consume_front("#"))
      return;
    Line = Line.ltrim(" \t");
    bool Define = Line.consume_front("define");
    if (!Define && !Line.consume_front("undef"))
      return;
    if (Line.empty() || (Line.front() != ' ' && Line.front() != '\t'))
      return;
    Line = Line.ltrim(" \t");
    size_t End = identifierLength(Line);
    llvm::StringRef Name = Line.take_front(End), Body = Line.drop_front(End);
    if (Name.empty())
      return;
    if (Define && !Body.starts_with("(")) // function-like macros: not here
      Macros[Name] = Body.trim().str();
    else
      Macros.erase(Name);
  }

  /// \p Line with its directive name replaced by the object-like macro
  /// that holds it (again while the result starts with one, each macro at
  /// most once, as the preprocessor does); unchanged if it is no
  /// `#pragma acc` line or its name is no macro.
  std::string directive(llvm::StringRef Line) const {
    llvm::StringRef Rest = Line.ltrim(" \t");
    if (!Rest.consume_front("#pragma"))
      return Line.str();
    llvm::StringRef AfterPragma = Rest;
    Rest = Rest.ltrim(" \t");
    if (Rest.size() == AfterPragma.size() || !Rest.consume_front("acc") ||
        Rest.empty() || (Rest.front() != ' ' && Rest.front() != '\t'))
      return Line.str();
    Rest = Rest.ltrim(" \t");
    std::string Head = Line.take_front(Line.size() - Rest.size()).str();
    std::string Tail = Rest.str();
    llvm::StringSet<> Used;
    for (;;) {
      size_t End = identifierLength(Tail);
      auto It = Macros.find(llvm::StringRef(Tail).take_front(End));
      if (End == 0 || It == Macros.end() || !Used.insert(It->getKey()).second)
        break;
      // The name ends at a character no identifier has: nothing to paste.
      Tail = It->second + Tail.substr(End);
      Tail = llvm::StringRef(Tail).ltrim(" \t").str();
    }
    return Head + Tail;
  }

private:
  static size_t identifierLength(llvm::StringRef S) {
    size_t N = 0;
    while (N < S.size() && (isalnum(static_cast<unsigned char>(S[N])) ||
                            S[N] == '_' || S[N] == '$'))
      ++N;
    return N > 0 && isdigit(static_cast<unsigned char>(S[0])) ? 0 : N;
  }

  llvm::StringMap<std::string> Macros;
};

} // namespace

std::string tidyPreprocessedUnit(
    llvm::StringRef Text,
    llvm::function_ref<llvm::StringRef(llvm::StringRef, unsigned)> SourceLine) {
  std::string Out;
  Out.reserve(Text.size());
  DirectiveNames Names;
  std::vector<std::string> Stack; // the files entered, outermost first
  std::string File; // where the next line comes from
  unsigned LineNo = 0;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    bool LastLine = Rest.empty() && !Text.ends_with("\n");
    Text = Rest;
    std::string Indent;
    // `# N "file" FLAGS`: 1 enters a file, 2 returns to one.
    if (Line.starts_with("# ") && Line.size() > 2 && isdigit(Line[2]) &&
        Line.count('"') >= 2) {
      size_t Open = Line.find('"'), Close = Line.rfind('"');
      if (Line.substr(2, Open - 2).trim().getAsInteger(10, LineNo))
        LineNo = 0;
      File.clear();
      for (size_t I = Open + 1; I < Close; ++I)
        File += Line[I] == '\\' && I + 1 < Close ? Line[++I] : Line[I];
      llvm::SmallVector<llvm::StringRef, 6> Flags;
      Line.substr(Close + 1).split(Flags, ' ', -1, /*KeepEmpty=*/false);
      if (!Flags.empty() && Flags.front() == "1") {
        Stack.push_back(File);
      } else if (!Flags.empty() && Flags.front() == "2") {
        // A return goes back to the file that included the current one.
        // After a kept #include no file was entered, and clang's "return"
        // names the current file: without the flag, so that clang does not
        // leave the current file (whose lines would then count as the main
        // file's: -Wunused-function of a header's static inline function,
        // ParRes Kernels' prk_util.h).
        if (Stack.size() >= 2 && Stack[Stack.size() - 2] == File)
          Stack.pop_back();
        else
          Line = Line.substr(0, Close + 1);
      } else if (Stack.empty()) {
        Stack.push_back(File); // the main file
      }
    } else {
      // clang -E writes a directive that was indented at column 1; its
      // source line gives the indentation back (a _Pragma's line does not
      // start with '#' and keeps clang's spacing).
      if (Line.starts_with("#pragma") && !File.empty()) {
        llvm::StringRef Source = SourceLine(File, LineNo);
        llvm::StringRef Code = Source.ltrim(" \t");
        if (Code.starts_with("#"))
          Indent = Source.take_front(Source.size() - Code.size()).str();
      }
      Names.note(Line);
      ++LineNo;
    }
    Out += Indent;
    Out += Line.starts_with("#pragma") ? Names.directive(Line) : Line.str();
    if (!LastLine)
      Out += '\n';
  }
  return Out;
}

std::vector<std::string>
withoutMacroFlags(const std::vector<std::string> &Flags) {
  std::vector<std::string> Kept;
  for (size_t I = 0; I < Flags.size(); ++I) {
    unsigned Kind = macroOrDependencyFlag(Flags[I]);
    if (Kind == 2)
      ++I;
    else if (Kind == 0)
      Kept.push_back(Flags[I]);
  }
  return Kept;
}

int Runner::exec(std::vector<std::string> Cmd, const std::string &StderrFile) {
  if (Opts.Verbose) {
    for (const std::string &A : Cmd)
      llvm::errs() << A << " ";
    llvm::errs() << "\n";
  }
  std::vector<llvm::StringRef> Refs(Cmd.begin(), Cmd.end());
  std::string Err;
  std::optional<llvm::StringRef> Redirects[] = {std::nullopt, std::nullopt,
                                                std::nullopt};
  if (!StderrFile.empty())
    Redirects[2] = StderrFile;
  int RC = llvm::sys::ExecuteAndWait(Cmd.front(), Refs, std::nullopt,
                                     Redirects, 0, 0, &Err);
  if (RC < 0)
    return error("cannot run '" + Cmd.front() + "': " + Err);
  return RC;
}

int Runner::preprocess(const std::string &Source) {
  std::vector<std::string> Cmd = TC.openaccSourceFlags();
  Cmd.insert(Cmd.begin(), compilesCXX(Source) ? TC.ClangXX : TC.Clang);
  Cmd.insert(Cmd.end(), Opts.FrontendFlags.begin(), Opts.FrontendFlags.end());
  addCompileFlags(Cmd);
  Cmd.push_back(Source);
  if (!Opts.Output.empty())
    Cmd.insert(Cmd.end(), {"-o", Opts.Output});
  return exec(Cmd);
}

int Runner::preprocessUnit(const std::string &Source,
                           const std::string &Output,
                           const std::string &Object) {
  // openacc.h is a system header: its #include stays, as the translation's
  // own may come before it.
  std::vector<std::string> Cmd = TC.openaccSourceFlags();
  Cmd.insert(Cmd.begin(), compilesCXX(Source) ? TC.ClangXX : TC.Clang);
  Cmd.insert(Cmd.end(), Opts.FrontendFlags.begin(), Opts.FrontendFlags.end());
  // The compile's own flags, which define macros too (-O2: __OPTIMIZE__,
  // -march: __AVX2__); the preprocessor does not use the others.
  addCompileFlags(Cmd);
  Cmd.push_back("-Wno-unused-command-line-argument");
  std::string DepFile = Object.empty() ? "" : dependencyFile(Object);
  if (!DepFile.empty()) {
    // Named so for the object, not for the preprocessed output.
    bool HasTarget = false;
    for (llvm::StringRef A : Opts.BackendFlags)
      HasTarget |= A.starts_with("-MT") || A.starts_with("-MQ");
    if (!HasTarget)
      Cmd.insert(Cmd.end(), {"-MT", Object});
    Cmd.insert(Cmd.end(), {"-MF", DepFile});
  }
  // The user's files with their macros expanded (a macro's _Pragma becomes
  // a #pragma line), their #define lines kept (-dD: a _GNU_SOURCE before a
  // system header still counts); the system headers' #include lines kept,
  // so that the GPU compile still reads its own versions (math functions).
  Cmd.insert(Cmd.end(),
             {"-E", "-fkeep-system-includes", "-dD", Source, "-o", Output});
  if (int RC = exec(Cmd))
    return RC;
  auto Text = llvm::MemoryBuffer::getFile(Output);
  if (!Text)
    return error("cannot read '" + Output + "'");
  std::map<std::string, llvm::SmallVector<llvm::StringRef, 0>> Lines;
  std::vector<std::unique_ptr<llvm::MemoryBuffer>> Files;
  auto SourceLine = [&](llvm::StringRef File, unsigned N) -> llvm::StringRef {
    auto [It, New] = Lines.try_emplace(File.str());
    if (New)
      if (auto Buf = llvm::MemoryBuffer::getFile(File)) {
        (*Buf)->getBuffer().split(It->second, '\n');
        Files.push_back(std::move(*Buf));
      }
    return N >= 1 && N <= It->second.size() ? It->second[N - 1] : "";
  };
  return writeFile(Output, tidyPreprocessedUnit((*Text)->getBuffer(), SourceLine))
             ? 0
             : error("cannot write '" + Output + "'");
}


int Runner::compile(const std::string &Translated, const std::string &Source,
                    const std::string &Object, bool Preprocessed,
                    const std::string &StderrFile) {
  std::vector<std::string> Cmd = {compilesCXX(Source) ? TC.ClangXX : TC.Clang};
  addOffload(Cmd, /*Link=*/false);
  Cmd.push_back("-D_OPENACC=" ACCC_OPENACC_VERSION);
  // Quoted includes resolve against the user's directory, not ours.
  llvm::SmallString<256> Dir(Source);
  llvm::sys::fs::make_absolute(Dir);
  Cmd.push_back("-iquote");
  Cmd.push_back(llvm::sys::path::parent_path(Dir).str());
  // Debug info and profiles name the user's file as the compile unit, not
  // the temporary translation (its #line markers name it for the lines).
  Cmd.insert(Cmd.end(), {"-Xclang", "-main-file-name", "-Xclang",
                         Dir.str().str()});
  // C for the GPU: accc's <math.h> wrapper first, which keeps a program's
  // min/max macros out of clang's device math declarations
  // (runtime/include/accc-gpu-c/math.h).
  if (Target == TargetKind::GPU && !compilesCXX(Source))
    Cmd.insert(Cmd.end(), {"-isystem", TC.RuntimeIncDir + "/accc-gpu-c"});
  Cmd.insert(Cmd.end(), {"-isystem", TC.RuntimeIncDir});
  // A preprocessed unit has had its user's macros and its dependency file
  // (preprocessUnit).
  std::vector<std::string> Frontend =
      Preprocessed ? withoutMacroFlags(Opts.FrontendFlags) : Opts.FrontendFlags;
  Cmd.insert(Cmd.end(), Frontend.begin(), Frontend.end());
  // The host compile of the translation reports the source's warnings
  // at the user's lines (the OpenACC parse leaves them to it:
  // DeferredWarnings.cpp); the device compile would repeat each one.
  if (Target == TargetKind::GPU)
    Cmd.insert(Cmd.end(), {"-Xarch_device", "-w"});
  // OpenMP's warning that a class type "is not guaranteed to be mapped
  // correctly" is about the translation, not the OpenACC source: OpenACC
  // copies such objects bitwise as well.
  Cmd.push_back("-Wno-openmp-mapping");
  // -Wopenmp-target is about the translation too. Its "declaration is not
  // declared in any declare target region" fires for every global a
  // routine function reads, constants included, which clang folds or gives
  // the device its own constant copy of (miniBUDE's `static constexpr`
  // limits); the globals that do need a copy are accc's OpenACC-worded
  // error (analysis/RoutineGlobals.cpp). Its two other warnings concern
  // the declare target directives and offload flags that accc writes.
  Cmd.push_back("-Wno-openmp-target");
  // A `vector` loop is `omp simd` on the host, which asks LLVM to
  // vectorize it; where LLVM cannot, it warns of a "requested
  // transformation" with no line (Rodinia's hotspot). OpenACC's vector
  // level is the compiler's to use or not, as nvc and GCC treat it.
  bool UserPassFailed = false;
  for (const std::vector<std::string> *Flags :
       {&Opts.FrontendFlags, &Opts.BackendFlags})
    for (llvm::StringRef A : *Flags)
      UserPassFailed |= A.contains("pass-failed");
  if (!UserPassFailed)
    Cmd.push_back("-Wno-pass-failed");
  std::vector<std::string> User =
      Preprocessed ? withoutMacroFlags(compileFlags(Opts)) : compileFlags(Opts);
  Cmd.insert(Cmd.end(), User.begin(), User.end());
  if (Preprocessed) {
    // The unit's line markers are accc's, not the user's GNU extension
    // (-pedantic); its #define lines were the preprocessor's to warn of
    // (their uses are expanded already).
    Cmd.insert(Cmd.end(), {"-Wno-gnu-line-marker", "-Wno-macro-redefined",
                           "-Wno-unused-macros"});
  }
  if (Target == TargetKind::GPU && InlineDeviceFunctions)
    Cmd.insert(Cmd.end(), {"-mllvm", "-openmp-opt-inline-device"});
  if (Target == TargetKind::GPU && PtxasMaxRegisters)
    Cmd.insert(Cmd.end(), {"-Xcuda-ptxas", "--maxrregcount=" +
                                               std::to_string(PtxasMaxRegisters)});
  if (Opts.Verbose) // clang's own commands and search paths (CMake reads them)
    Cmd.push_back("-v");
  // Its output goes to a file for accc to read first (Driver.cpp): the
  // colors a terminal would get are asked for, unless the user chose.
  if (!StderrFile.empty() && llvm::errs().has_colors() &&
      !llvm::any_of(Cmd, [](llvm::StringRef A) {
        return A.contains("color-diagnostics") || A.starts_with("-fdiagnostics-color");
      }))
    Cmd.push_back("-fcolor-diagnostics");
  Cmd.insert(Cmd.end(),
             {Opts.AssembleOnly ? "-S" : "-c", Translated, "-o", Object});
  int RC = exec(Cmd, StderrFile);
  if (RC == 0 && !Preprocessed)
    fixDependencyFile(Translated, Source, Object);
  return RC;
}

std::string Runner::dependencyFile(const std::string &Object) const {
  bool Wanted = false;
  std::string DepFile;
  for (const std::vector<std::string> *Flags :
       {&Opts.FrontendFlags, &Opts.BackendFlags})
    for (size_t I = 0; I < Flags->size(); ++I) {
      llvm::StringRef A = (*Flags)[I];
      if (A == "-MD" || A == "-MMD")
        Wanted = true;
      else if (A == "-MF" && I + 1 < Flags->size())
        DepFile = (*Flags)[I + 1];
      else if (A.starts_with("-MF") && A.size() > 3)
        DepFile = A.substr(3).str();
    }
  if (!Wanted)
    return "";
  if (DepFile.empty()) { // clang's default: the object's name, .d
    llvm::SmallString<256> D(Object);
    llvm::sys::path::replace_extension(D, ".d");
    DepFile = D.str().str();
  }
  return DepFile;
}

void Runner::fixDependencyFile(const std::string &Translated,
                               const std::string &Source,
                               const std::string &Object) const {
  std::string DepFile = dependencyFile(Object);
  if (DepFile.empty())
    return;
  auto Buf = llvm::MemoryBuffer::getFile(DepFile);
  if (!Buf)
    return;
  std::string Escaped; // Make's spelling of a file name
  for (char C : Source) {
    if (C == ' ' || C == '#')
      Escaped += '\\';
    if (C == '$')
      Escaped += '$';
    Escaped += C;
  }
  std::string Text = (*Buf)->getBuffer().str();
  for (size_t At = Text.find(Translated); At != std::string::npos;
       At = Text.find(Translated, At + Escaped.size()))
    Text.replace(At, Translated.size(), Escaped);
  writeFile(DepFile, Text);
}

int Runner::link(const std::vector<std::string> &Objects, bool CXX,
                 const std::string &StderrFile) {
  std::vector<std::string> Cmd = {CXX ? TC.ClangXX : TC.Clang};
  addOffload(Cmd, /*Link=*/true);
  Cmd.insert(Cmd.end(), Objects.begin(), Objects.end());
  Cmd.insert(Cmd.end(), Opts.Others.begin(), Opts.Others.end());
  // LLVM's options (-mllvm) were the compile's, unless the link optimizes
  // too (-flto): clang would call them unused.
  bool LTO = llvm::any_of(Opts.BackendFlags, [](llvm::StringRef F) {
    return F.starts_with("-flto") && F != "-flto=none";
  });
  for (size_t I = 0; I < Opts.BackendFlags.size(); ++I) {
    if (Opts.BackendFlags[I] == "-mllvm" && !LTO) {
      ++I;
      continue;
    }
    Cmd.push_back(Opts.BackendFlags[I]);
  }
  Cmd.push_back("-L" + TC.RuntimeLibDir);
  Cmd.push_back("-Wl,-rpath," + TC.RuntimeLibDir);
  Cmd.push_back("-lacc");
  if (Opts.Verbose)
    Cmd.push_back("-v");
  Cmd.push_back("-o");
  Cmd.push_back(Opts.Output.empty() ? "a.out" : Opts.Output);
  return exec(Cmd, StderrFile);
}

void Runner::addOffload(std::vector<std::string> &Cmd, bool Link) {
  Cmd.push_back("-fopenmp");
  if (Target != TargetKind::GPU)
    return;
  Cmd.push_back("--offload-arch=" + Opts.OffloadArch);
  if (TC.CudaPath != "/usr/local/cuda")
    Cmd.push_back("--cuda-path=" + TC.CudaPath);
  if (Link) {
    Cmd.push_back("-Xoffload-linker");
    Cmd.push_back("-L" + TC.DeviceRuntime);
    // The C library functions device code may call that the device runtime
    // lacks (abort, exit: runtime/device/DeviceLibc.c).
    if (!TC.DeviceLibrary.empty())
      for (const std::string &A : {"-L" + TC.RuntimeLibDir,
                                   std::string("-laccdevice")}) {
        Cmd.push_back("-Xoffload-linker");
        Cmd.push_back(A);
      }
  } else {
    // -S writes the host's assembly only (as clang does), which links
    // no device runtime.
    if (!Opts.AssembleOnly)
      Cmd.push_back("--libomptarget-nvptx-bc-path=" + TC.DeviceRuntime +
                    "/libomptarget-nvptx.bc");
    // CUDA's ptxas unrolls the loops whose back edge is their conditional
    // branch, which LLVM 22 writes as two jumps: accc-ptxas rewrites those
    // before ptxas reads them (lib/Ptx/LoopBranches.cpp; a matrix
    // product's k loop 0.78 -> 0.92 of CUDA on an H200).
    if (Opts.PtxLoops && !TC.PtxasFront.empty() && !Opts.AssembleOnly) {
      Cmd.push_back("--ptxas-path=" + TC.PtxasFront);
      ::setenv("ACCC_PTXAS", (TC.CudaPath + "/bin/ptxas").c_str(),
               /*overwrite=*/0);
    }
    // accc's translation never nests OpenMP parallel regions and never
    // changes thread state inside a target region, so LLVM may assume so:
    // on an H100 this raised the triad from 1875 to 2300 GB/s and the dot
    // product from 946 to 1567 GB/s (docs/performance.md).
    // Not where a partitioned loop's header binds a reference (`for (j =
    // std::max(2, i - n + 2); ...)`): clang 22 then computes the loop's
    // bounds wrongly under these assumptions (the loop did nothing or the
    // kernel crashed on the H100, ParRes Kernels' p2p-hyperplane).
    if (AssumeNoThreadState) {
      Cmd.push_back("-fopenmp-assume-no-thread-state");
      Cmd.push_back("-fopenmp-assume-no-nested-parallelism");
    }
    // Source locations for libomptarget's run-time errors: with line
    // tables, a failed 'present' check or an illegal partial mapping ends
    // with "file.c:LINE:COL: omptarget fatal error ..." naming the user's
    // directive (through the #line markers) instead of "Source location
    // information not present". Host code only: the kernels stay as
    // they are. The user's own -g options take precedence.
    if (!hasDebugFlag())
      for (const char *Flag : {"-Xarch_host", "-gline-tables-only"})
        Cmd.push_back(Flag);
  }
}

bool Runner::hasDebugFlag() const {
  for (const std::vector<std::string> *Flags :
       {&Opts.FrontendFlags, &Opts.BackendFlags})
    for (llvm::StringRef F : *Flags)
      if (F.starts_with("-g") && !F.starts_with("-gpu"))
        return true;
  return false;
}

void Runner::addCompileFlags(std::vector<std::string> &Cmd) const {
  std::vector<std::string> Flags = compileFlags(Opts);
  Cmd.insert(Cmd.end(), Flags.begin(), Flags.end());
}

std::vector<std::string> compileFlags(const DriverOptions &Opts) {
  std::vector<std::string> Flags;
  for (size_t I = 0; I < Opts.BackendFlags.size(); ++I) {
    if (isLinkOnly(Opts.BackendFlags[I])) {
      llvm::StringRef A = Opts.BackendFlags[I];
      if ((A == "-Xlinker" || A == "-Xoffload-linker" || A == "-L" ||
           A == "-l") &&
          I + 1 < Opts.BackendFlags.size())
        ++I;
      continue;
    }
    Flags.push_back(Opts.BackendFlags[I]);
  }
  return Flags;
}

} // namespace accc::driver
