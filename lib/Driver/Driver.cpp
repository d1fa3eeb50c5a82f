//===- Driver.cpp - accc: translate, compile, link -------------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// One accc run:
//   1. every source is translated (Translate.cpp) into OpenMP with `#line`
//      markers that point back to the user's file, in a private temporary
//      directory under the source's own file name;
//   2. each translation is compiled by clang-22 -fopenmp (with the NVPTX
//      offload options for -acc=gpu) into an object;
//   3. unless -c, the objects are linked with libacc.
// Print modes stop after step 1 and write the text to stdout (or -o).
// Nothing is written to the output path unless every step before it worked.
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/Driver.h"
#include "accc/Driver/Config.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

namespace accc::driver {

namespace {

int error(const llvm::Twine &Msg) {
  llvm::errs() << "accc: error: " << Msg << "\n";
  return 1;
}

bool isCXX(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  return Ext != ".c";
}

bool isLinkOnly(llvm::StringRef A) {
  return A.starts_with("-L") || A.starts_with("-l") || A.starts_with("-Wl,") ||
         A == "-Xlinker" || A == "-shared" || A == "-static" ||
         A == "-rdynamic" || A == "-Xoffload-linker";
}

class TempDir {
public:
  TempDir() {
    if (llvm::sys::fs::createUniqueDirectory("accc", Path))
      Path.clear();
  }
  ~TempDir() {
    if (!Path.empty() && !std::getenv("ACCC_KEEP_TEMPS"))
      llvm::sys::fs::remove_directories(Path);
  }
  std::string file(llvm::StringRef Name) const {
    return (Path + "/" + Name).str();
  }
  bool ok() const { return !Path.empty(); }

private:
  llvm::SmallString<128> Path;
};

bool writeFile(const std::string &Path, llvm::StringRef Text) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC);
  if (EC)
    return false;
  OS << Text;
  return true;
}

class Runner {
public:
  Runner(const DriverOptions &Opts, const Toolchain &TC, TargetKind Target)
      : Opts(Opts), TC(TC), Target(Target) {}

  /// Runs \p Cmd; its stderr goes to \p StderrFile where one is given.
  int exec(std::vector<std::string> Cmd, const std::string &StderrFile = "") {
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

  void addOffload(std::vector<std::string> &Cmd, bool Link) {
    Cmd.push_back("-fopenmp");
    if (Target != TargetKind::GPU)
      return;
    Cmd.push_back("--offload-arch=" + Opts.OffloadArch);
    if (TC.CudaPath != "/usr/local/cuda")
      Cmd.push_back("--cuda-path=" + TC.CudaPath);
    if (Link) {
      Cmd.push_back("-Xoffload-linker");
      Cmd.push_back("-L" + TC.DeviceRuntime);
    } else {
      // -S writes the host's assembly only (as clang does), which links
      // no device runtime.
      if (!Opts.AssembleOnly)
        Cmd.push_back("--libomptarget-nvptx-bc-path=" + TC.DeviceRuntime +
                      "/libomptarget-nvptx.bc");
      // accc's translation never nests OpenMP parallel regions and never
      // changes thread state inside a target region, so LLVM may assume so:
      // on an H100 this raised the triad from 1875 to 2300 GB/s and the dot
      // product from 946 to 1567 GB/s (docs/performance.md).
      Cmd.push_back("-fopenmp-assume-no-thread-state");
      Cmd.push_back("-fopenmp-assume-no-nested-parallelism");
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

  bool hasDebugFlag() const {
    for (const std::vector<std::string> *Flags :
         {&Opts.FrontendFlags, &Opts.BackendFlags})
      for (llvm::StringRef F : *Flags)
        if (F.starts_with("-g") && !F.starts_with("-gpu"))
          return true;
    return false;
  }

  /// The user's flags for a compile (BackendFlags without the link's).
  void addCompileFlags(std::vector<std::string> &Cmd) const {
    for (size_t I = 0; I < Opts.BackendFlags.size(); ++I) {
      if (isLinkOnly(Opts.BackendFlags[I])) {
        llvm::StringRef A = Opts.BackendFlags[I];
        if ((A == "-Xlinker" || A == "-Xoffload-linker" || A == "-L" ||
             A == "-l") &&
            I + 1 < Opts.BackendFlags.size())
          ++I;
        continue;
      }
      Cmd.push_back(Opts.BackendFlags[I]);
    }
  }

  /// -E, -M, -MM: clang's preprocessor on the user's source, as the
  /// OpenACC parse sees it (_OPENACC, openacc.h), to stdout or -o.
  int preprocess(const std::string &Source) {
    std::vector<std::string> Cmd = TC.openaccSourceFlags();
    Cmd.insert(Cmd.begin(), isCXX(Source) ? TC.ClangXX : TC.Clang);
    Cmd.insert(Cmd.end(), Opts.FrontendFlags.begin(), Opts.FrontendFlags.end());
    addCompileFlags(Cmd);
    Cmd.push_back(Source);
    if (!Opts.Output.empty())
      Cmd.insert(Cmd.end(), {"-o", Opts.Output});
    return exec(Cmd);
  }

  int compile(const std::string &Translated, const std::string &Source,
              const std::string &Object, const std::string &StderrFile = "") {
    std::vector<std::string> Cmd = {isCXX(Source) ? TC.ClangXX : TC.Clang};
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
    Cmd.push_back("-I" + TC.RuntimeIncDir);
    Cmd.insert(Cmd.end(), Opts.FrontendFlags.begin(), Opts.FrontendFlags.end());
    // The host compile of the translation reports the source's warnings
    // at the user's lines (the OpenACC parse leaves them to it:
    // DeferredWarnings.cpp); the device compile would repeat each one.
    if (Target == TargetKind::GPU)
      Cmd.insert(Cmd.end(), {"-Xarch_device", "-w"});
    // OpenMP's warning that a class type "is not guaranteed to be mapped
    // correctly" is about the translation, not the OpenACC source: OpenACC
    // copies such objects bitwise as well.
    Cmd.push_back("-Wno-openmp-mapping");
    addCompileFlags(Cmd);
    Cmd.insert(Cmd.end(),
               {Opts.AssembleOnly ? "-S" : "-c", Translated, "-o", Object});
    int RC = exec(Cmd, StderrFile);
    if (RC == 0)
      fixDependencyFile(Translated, Source, Object);
    return RC;
  }

  /// -MD / -MMD: clang's dependency file names the translation, a
  /// temporary file, as the object's first prerequisite; it must name the
  /// user's source, or Make and Ninja never see it change.
  void fixDependencyFile(const std::string &Translated,
                         const std::string &Source,
                         const std::string &Object) const {
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
      return;
    if (DepFile.empty()) { // clang's default: the object's name, .d
      llvm::SmallString<256> D(Object);
      llvm::sys::path::replace_extension(D, ".d");
      DepFile = D.str().str();
    }
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

  int link(const std::vector<std::string> &Objects, bool CXX) {
    std::vector<std::string> Cmd = {CXX ? TC.ClangXX : TC.Clang};
    addOffload(Cmd, /*Link=*/true);
    Cmd.insert(Cmd.end(), Objects.begin(), Objects.end());
    Cmd.insert(Cmd.end(), Opts.Others.begin(), Opts.Others.end());
    Cmd.insert(Cmd.end(), Opts.BackendFlags.begin(), Opts.BackendFlags.end());
    Cmd.push_back("-L" + TC.RuntimeLibDir);
    Cmd.push_back("-Wl,-rpath," + TC.RuntimeLibDir);
    Cmd.push_back("-lacc");
    Cmd.push_back("-o");
    Cmd.push_back(Opts.Output.empty() ? "a.out" : Opts.Output);
    return exec(Cmd);
  }

private:
  const DriverOptions &Opts;
  const Toolchain &TC;
  TargetKind Target;
};

/// Whether a GPU compile of a translation made with \p TO may need the
/// 256-thread fallback: accc's launch geometry is on and may ask for more.
bool needsThreadLimitFallback(const TranslateOptions &TO) {
  return TO.Target == TargetKind::GPU && TO.Mapping == MappingKind::Threads &&
         TO.TunedGeometry && !TO.ThreadLimit256;
}

int printOnly(const DriverOptions &Opts, const Toolchain &TC,
              TranslateOptions TO) {
  std::string All;
  for (const std::string &Src : Opts.Sources) {
    TranslateJob Job;
    Job.Source = Src;
    Job.Options = TO;
    Job.Info = Opts.Info;
    if (Opts.ASTDump) {
      Job.Output = OutputKind::ASTDump;
    } else if (Opts.ASTPrint != PrintMode::None) {
      Job.Output = OutputKind::ASTPrint;
      Job.Mode = Opts.ASTPrint;
    } else if (Opts.Print != PrintMode::None) {
      Job.Output = OutputKind::Print;
      Job.Mode = Opts.Print;
    } else {
      Job.Output = OutputKind::None;
    }
    if (!translate(Job, Opts, TC))
      return 1;
    All += Job.Text;
  }
  if (Opts.Output.empty() || Opts.Output == "-") {
    llvm::outs() << All;
    return 0;
  }
  return writeFile(Opts.Output, All) ? 0
                                     : error("cannot write '" + Opts.Output + "'");
}

} // namespace

int run(const DriverOptions &Opts, const char *Argv0) {
  if (Opts.Help) {
    llvm::outs() << helpText();
    return 0;
  }
  if (Opts.Version) {
    llvm::outs() << "accc version " ACCC_VERSION " (OpenACC 3.3, _OPENACC="
                    ACCC_OPENACC_VERSION ") on LLVM/Clang " ACCC_LLVM_VERSION
                    "\n";
    return 0;
  }
  for (const std::string &E : Opts.Errors)
    error(E);
  if (!Opts.Errors.empty())
    return 1;
  if (Opts.Sources.empty() && Opts.Others.empty())
    return error("no input files");

  Toolchain TC = Toolchain::discover(Argv0);
  // Named accc++ (like clang++): a link is a C++ link, also of objects
  // alone (CMake links a C++ target as `accc++ a.o b.o -o app`).
  bool CXXDriver = llvm::StringRef(llvm::sys::path::filename(Argv0))
                       .ends_with("++");
  TranslateOptions TO = Opts.Translate;
  TO.Target = Opts.Target.value_or(TC.canTargetGPU() ? TargetKind::GPU
                                                      : TargetKind::Host);
  TO.GpuSMs = gpuMultiprocessors(Opts.OffloadArch);
  bool PrintOnly = Opts.Print != PrintMode::None ||
                   Opts.ASTPrint != PrintMode::None || Opts.ASTDump ||
                   Opts.SyntaxOnly;
  if (PrintOnly)
    return printOnly(Opts, TC, TO);

  if (TO.Target == TargetKind::GPU && !TC.canTargetGPU())
    return error(llvm::Twine("-acc=gpu needs ") +
                 (TC.DeviceRuntime.empty()
                      ? "the OpenMP NVPTX device runtime (build it with "
                        "scripts/build-device-runtime.sh, or set "
                        "ACCC_NVPTX_DEVRT)"
                      : "CUDA's ptxas (install CUDA, or set ACCC_CUDA_PATH)"));
  bool NoLink = Opts.CompileOnly || Opts.AssembleOnly;
  if (NoLink && !Opts.Output.empty() && Opts.Sources.size() > 1)
    return error(llvm::Twine("cannot specify '-o' with '") +
                 (Opts.AssembleOnly ? "-S" : "-c") +
                 "' and several source files");

  TempDir Tmp;
  if (!Tmp.ok())
    return error("cannot create a temporary directory");
  Runner R(Opts, TC, TO.Target);
  if (Opts.PreprocessOnly) {
    if (!Opts.Output.empty() && Opts.Sources.size() > 1)
      return error("cannot specify '-o' with '-E', '-M' or '-MM' and several "
                   "source files");
    for (const std::string &Src : Opts.Sources)
      if (int RC = R.preprocess(Src))
        return RC;
    return 0;
  }
  std::vector<std::string> Objects;
  bool AnyCXX = false;
  for (size_t I = 0; I < Opts.Sources.size(); ++I) {
    const std::string &Src = Opts.Sources[I];
    AnyCXX |= isCXX(Src);
    llvm::StringRef Name = llvm::sys::path::filename(Src);
    std::string Object;
    if (NoLink) {
      if (!Opts.Output.empty()) {
        Object = Opts.Output;
      } else {
        llvm::SmallString<128> O(Name);
        llvm::sys::path::replace_extension(O, Opts.AssembleOnly ? ".s" : ".o");
        Object = O.str().str();
      }
    } else {
      Object = Tmp.file(std::to_string(I) + ".o");
    }
    // Translates Src with TO and compiles the translation into Object.
    auto Build = [&](const TranslateOptions &TO, const std::string &StderrFile,
                     bool Quiet) -> int {
      TranslateJob Job;
      Job.Source = Src;
      Job.Quiet = Quiet; // warnings were reported by the first translation
      Job.Options = TO;
      Job.Info = Opts.Info;
      if (!translate(Job, Opts, TC))
        return 1;
      std::string Translated = Tmp.file(std::to_string(I) + "-" + Name.str());
      std::string Text = "#line 1 \"" + Src + "\"\n" + Job.Text;
      if (!writeFile(Translated, Text))
        return error("cannot write '" + Translated + "'");
      if (Opts.KeepTranslation) {
        llvm::SmallString<128> Kept(Name);
        llvm::sys::path::replace_extension(
            Kept, ".omp" + llvm::sys::path::extension(Name).str());
        writeFile(Kept.str().str(), Job.Text);
      }
      return R.compile(Translated, Src, Object, StderrFile);
    };
    // The launch geometry's larger teams can exceed what ptxas can give a
    // kernel that may call a register-hungry function of another kernel
    // (docs/Mapping.md, "Launch geometry"): that one error is answered by
    // compiling again with at most 256 threads per team.
    bool MayRetry = needsThreadLimitFallback(TO);
    std::string Log = MayRetry ? Tmp.file(std::to_string(I) + ".stderr") : "";
    int RC = Build(TO, Log, /*Quiet=*/false);
    if (MayRetry) {
      auto Buf = llvm::MemoryBuffer::getFile(Log);
      llvm::StringRef Err = Buf ? (*Buf)->getBuffer() : llvm::StringRef();
      if (RC != 0 && Err.contains("with max regcount of")) {
        llvm::errs() << "accc: note: " << Src
                     << ": ptxas cannot fit a kernel into the registers its "
                        "team size leaves; compiling again with at most 256 "
                        "threads per team\n";
        TranslateOptions Safe = TO;
        Safe.ThreadLimit256 = true;
        RC = Build(Safe, "", /*Quiet=*/true);
      } else {
        llvm::errs() << Err;
      }
    }
    if (RC)
      return RC;
    Objects.push_back(Object);
  }
  if (NoLink)
    return 0;
  return R.link(Objects, AnyCXX || CXXDriver);
}

} // namespace accc::driver
