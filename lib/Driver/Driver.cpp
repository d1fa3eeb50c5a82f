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
#include "accc/Driver/ClangCrash.h"
#include "accc/Driver/Runner.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>

namespace accc::driver {

namespace {

/// N of ptxas's "Entry function '...' with max regcount of N calls function
/// '...' with regcount of M" in \p Err, or 0.
unsigned ptxasKernelRegisterLimit(llvm::StringRef Err) {
  size_t At = Err.find("with max regcount of ");
  if (At == llvm::StringRef::npos ||
      !Err.substr(At).contains("calls function"))
    return 0;
  unsigned N = 0;
  llvm::StringRef Digits =
      Err.substr(At + strlen("with max regcount of ")).take_while(llvm::isDigit);
  return Digits.getAsInteger(10, N) ? 0 : N;
}

/// The text of \p Path (a compile's or the link's captured output), or
/// empty where there is none.
std::string readOutput(const std::string &Path) {
  auto Buf = llvm::MemoryBuffer::getFile(Path);
  return Buf ? (*Buf)->getBuffer().str() : std::string();
}

/// Whether a GPU compile of a translation made with \p TO may need the
/// 256-thread fallback: accc's launch geometry is on and may ask for more.
bool needsThreadLimitFallback(const TranslateOptions &TO) {
  return TO.Target == TargetKind::GPU && TO.Mapping == MappingKind::Threads &&
         TO.TunedGeometry && !TO.ThreadLimit256;
}

/// How a GPU build answers a kernel whose registers ptxas or nvlink cannot
/// fit (docs/Mapping.md, "Launch geometry").
struct RegisterFallback {
  /// Teams of at most 256 threads (accc's geometry only).
  bool ThreadLimit256 = false;
  /// Where not 0: at most that many registers in every function of the file.
  unsigned MaxRegisters = 0;
};

/// The fallback after \p F for a translation made with \p TO whose build
/// failed with \p Err (clang's output), or none where Err is not the
/// register error or no fallback is left: first 256-thread teams where
/// accc's geometry may ask for more; then, where the team size is the
/// user's (num_workers, vector_length) or 256 threads still leave too few
/// registers, every function of the file gets at most the registers of the
/// kernel that calls it (ptxas spills the rest), instead of no program.
std::optional<RegisterFallback> nextFallback(const TranslateOptions &TO,
                                             const RegisterFallback &F,
                                             llvm::StringRef Err) {
  if (TO.Target != TargetKind::GPU || !Err.contains("with max regcount of"))
    return std::nullopt;
  if (!F.ThreadLimit256 && needsThreadLimitFallback(TO))
    return RegisterFallback{true, 0};
  unsigned Limit = ptxasKernelRegisterLimit(Err);
  if (Limit && (!F.MaxRegisters || Limit < F.MaxRegisters))
    return RegisterFallback{F.ThreadLimit256, Limit};
  return std::nullopt;
}

/// Tells the user that \p Src is built again with \p Next, found by \p Tool.
void noteFallback(llvm::StringRef Src, const RegisterFallback &Next,
                  const RegisterFallback &Prev, llvm::StringRef Tool) {
  llvm::errs() << "accc: note: " << Src << ": " << Tool;
  if (Next.ThreadLimit256 && !Prev.ThreadLimit256 && !Next.MaxRegisters) {
    llvm::errs() << " cannot fit a kernel into the registers its team size "
                    "leaves; compiling again with at most 256 threads per "
                    "team\n";
    return;
  }
  unsigned Max = Next.MaxRegisters;
  llvm::errs() << " cannot fit a function that a kernel calls into the "
                  "kernel's "
               << Max
               << " registers per thread; compiling again with at most "
               << Max
               << " registers in every function of this file "
                  "(-Xcuda-ptxas --maxrregcount="
               << Max << ")\n";
}

/// Translates \p Job.Source (translate()). Where one of its directives is
/// not in its own text (a header's, or a macro's `_Pragma`), translates its
/// preprocessed unit instead (Runner::preprocessUnit), named \p Stem with
/// the source's extension in \p Tmp; \p Object is the object it is
/// compiled into (for the dependency file), empty in print modes. Sets
/// \p Preprocessed accordingly.
bool translateSource(TranslateJob &Job, const DriverOptions &Opts,
                     const Toolchain &TC, Runner &R, const TempDir &Tmp,
                     const std::string &Stem, const std::string &Object,
                     bool &Preprocessed) {
  Preprocessed = false;
  if (!translate(Job, Opts, TC))
    return false;
  if (!Job.NeedsPreprocessedUnit)
    return true;
  Job.Unit = Tmp.file(Stem + llvm::sys::path::extension(Job.Source).str());
  if (R.preprocessUnit(Job.Source, Job.Unit, Object))
    return false;
  Job.NeedsPreprocessedUnit = false;
  Preprocessed = true;
  return translate(Job, Opts, TC);
}

int printOnly(const DriverOptions &AllOpts, const Toolchain &TC,
              TranslateOptions TO, const TempDir &Tmp) {
  std::string All;
  for (size_t I = 0; I < AllOpts.Sources.size(); ++I) {
    const DriverOptions Opts = optionsForSource(AllOpts, I);
    Runner R(Opts, TC, TO.Target);
    const std::string &Src = Opts.Sources[I];
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
    bool Preprocessed;
    if (!translateSource(Job, Opts, TC, R, Tmp, std::to_string(I) + "-unit",
                         "", Preprocessed))
      return 1;
    All += Job.Text;
    // The source print rewrote the directives of the user's headers in
    // place: each follows, after a line that names it.
    for (const auto &[Name, Text] : Job.Headers) {
      if (!All.empty() && All.back() != '\n')
        All += '\n';
      All += "/* accc: the header \"" + Name + "\" (included by " + Src +
             "), translated */\n" + Text;
    }
  }
  const std::string &Output = AllOpts.Output;
  if (Output.empty() || Output == "-") {
    llvm::outs() << All;
    return 0;
  }
  return writeFile(Output, All) ? 0 : error("cannot write '" + Output + "'");
}

/// `-` as a source (with `-x c` or `-x c++`, as clang asks): standard input,
/// copied into \p Tmp as a file of that language whose first line marker
/// names it `<stdin>`, as clang does. Returns the file, or empty after an
/// error.
std::string readStandardInput(const std::string &Language,
                              const TempDir &Tmp) {
  const char *Extension = Language == "c"                        ? ".c"
                          : Language == "c++" || Language == "cxx" ? ".cpp"
                                                                   : nullptr;
  if (!Extension) {
    error("-E or -x required when input is from standard input (accc "
          "compiles '-x c' and '-x c++')");
    return "";
  }
  auto In = llvm::MemoryBuffer::getSTDIN();
  if (!In) {
    error("cannot read standard input");
    return "";
  }
  std::string File = Tmp.file(std::string("stdin") + Extension);
  if (!writeFile(File, "# 1 \"<stdin>\"\n" + (*In)->getBuffer().str())) {
    error("cannot write '" + File + "'");
    return "";
  }
  return File;
}

} // namespace

int run(const DriverOptions &Given, const char *Argv0) {
  DriverOptions Opts = Given;
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
  for (const std::string &W : Opts.OptionWarnings)
    warning(W);
  for (const std::string &E : Opts.Errors)
    error(E);
  if (!Opts.Errors.empty())
    return 1;
  if (Opts.Sources.empty() && Opts.Others.empty())
    return error("no input files");
  TempDir Tmp;
  if (!Tmp.ok())
    return error("cannot create a temporary directory");
  for (size_t I = 0; I < Opts.Sources.size(); ++I) {
    std::string &Src = Opts.Sources[I];
    if (Src != "-")
      continue;
    if ((Src = readStandardInput(Opts.SourceLanguages[I], Tmp)).empty())
      return 1;
    // Its quoted includes are found from the working directory, as clang
    // finds them for standard input.
    llvm::SmallString<256> CWD;
    if (!llvm::sys::fs::current_path(CWD))
      Opts.FrontendFlags.insert(Opts.FrontendFlags.end(), {"-iquote", CWD.str().str()});
  }

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
  TO.ProfilingHooks = Opts.ProfilingHooks.value_or(!PrintOnly);
  TO.PresentLookups = Opts.PresentLookups.value_or(!PrintOnly);
  // Compiles only, as the present lookups: the printed OpenMP is for users
  // who leave accc, and calls none of libacc's internals for them.
  TO.GangReductions = Opts.GangReductions.value_or(!PrintOnly);
  TO.RunAhead = Opts.RunAhead.value_or(!PrintOnly);
  TO.DirectKernels = Opts.DirectKernels.value_or(!PrintOnly);
  TO.KeepVanishedUses = !PrintOnly;
  if (PrintOnly)
    return printOnly(Opts, TC, TO, Tmp);

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

  Runner R(Opts, TC, TO.Target);
  if (Opts.PreprocessOnly) {
    if (!Opts.Output.empty() && Opts.Sources.size() > 1)
      return error("cannot specify '-o' with '-E', '-M' or '-MM' and several "
                   "source files");
    for (size_t I = 0; I < Opts.Sources.size(); ++I) {
      DriverOptions SourceOpts = optionsForSource(Opts, I);
      if (int RC = Runner(SourceOpts, TC, TO.Target).preprocess(Opts.Sources[I]))
        return RC;
    }
    return 0;
  }
  std::vector<std::string> Objects(Opts.Sources.size());
  bool AnyCXX = false;
  // Compiles source I (translated with TO and the register fallback F) into
  // Objects[I]; clang's output goes to the user unless Quiet (a rebuild
  // for the linker, whose warnings the first build gave). On the GPU,
  // where ptxas cannot fit a kernel's registers, falls back as far as
  // needed (nextFallback) and leaves in F what it took.
  auto CompileSource = [&](size_t I, RegisterFallback &F, bool Quiet) -> int {
    const std::string &Src = Opts.Sources[I];
    // The source's own `-x` (the link below gets none).
    const DriverOptions SourceOpts = optionsForSource(Opts, I);
    Runner SR(SourceOpts, TC, TO.Target);
    AnyCXX |= SR.compilesCXX(Src);
    llvm::StringRef Name = llvm::sys::path::filename(Src);
    std::string &Object = Objects[I];
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
    std::string Translation; // the OpenMP of the last Build
    // Translates Src with F applied to TO and compiles the translation
    // into Object.
    auto Build = [&](const RegisterFallback &F, const std::string &StderrFile,
                     bool Quiet) -> int {
      llvm::sys::fs::remove(StderrFile);
      TranslateJob Job;
      Job.Source = Src;
      Job.Quiet = Quiet; // warnings were reported by the first translation
      Job.Options = TO;
      Job.Options.ThreadLimit256 |= F.ThreadLimit256;
      Job.Info = Opts.Info;
      bool Preprocessed;
      if (!translateSource(Job, SourceOpts, TC, SR, Tmp,
                           std::to_string(I) + "-unit", Object, Preprocessed))
        return 1;
      std::string Translated = Tmp.file(std::to_string(I) + "-" + Name.str());
      std::string Text = "#line 1 \"" + Src + "\"\n" + Job.Text;
      if (!writeFile(Translated, Text))
        return error("cannot write '" + Translated + "'");
      Translation = Text;
      if (Opts.KeepTranslation) {
        llvm::SmallString<128> Kept(Name);
        llvm::sys::path::replace_extension(
            Kept, ".omp" + llvm::sys::path::extension(Name).str());
        writeFile(Kept.str().str(), Job.Text);
      }
      SR.AssumeNoThreadState = !Job.LoopHeaderBindsReference;
      SR.InlineDeviceFunctions = Job.InlineDeviceFunctions;
      SR.PtxasMaxRegisters = F.MaxRegisters;
      if (Job.LoopHeaderBindsReference && Opts.Info && !Quiet)
        llvm::errs() << Src
                     << ": remark: a partitioned loop's header binds a "
                        "reference (a call such as std::max): compiled "
                        "without OpenMP's no-thread-state assumptions, "
                        "under which clang 22 miscompiles such loops\n";
      return SR.compile(Translated, Src, Object, Preprocessed, StderrFile);
    };
    // clang's output of the compile is read before the user sees it: for a
    // crash of clang's, and for ptxas's register error.
    std::string Log = Tmp.file(std::to_string(I) + ".stderr");
    int RC = Build(F, Log, Quiet);
    std::string Err = readOutput(Log);
    while (RC != 0) {
      std::optional<RegisterFallback> Next = nextFallback(TO, F, Err);
      if (!Next)
        break;
      noteFallback(Src, *Next, F, "ptxas");
      F = *Next;
      RC = Build(F, Log, /*Quiet=*/true);
      Err = readOutput(Log);
    }
    if (auto Crash = findClangCrash(Err))
      return reportClangCrash(*Crash, Src,
                              writeCrashReport(Src, Err, Translation));
    llvm::errs() << Err;
    return RC;
  };
  std::vector<RegisterFallback> Fallbacks(Opts.Sources.size());
  for (size_t I = 0; I < Opts.Sources.size(); ++I)
    if (int RC = CompileSource(I, Fallbacks[I], /*Quiet=*/false))
      return RC;
  if (NoLink)
    return 0;
  // nvlink finds what ptxas could not: a kernel that may call, through the
  // device runtime's function pointers, another kernel's function (the
  // reduction functions of OpenMP's teams reductions) that needs more
  // registers than the kernel's team size leaves. The sources compiled
  // here that have a fallback left are compiled again with it, and linked
  // again.
  std::string LinkLog = Tmp.file("link.stderr");
  for (;;) {
    llvm::sys::fs::remove(LinkLog); // the redirection does not truncate
    int RC = R.link(Objects, AnyCXX || CXXDriver, LinkLog);
    std::string Err = readOutput(LinkLog);
    bool Again = false;
    for (size_t I = 0; RC != 0 && I < Opts.Sources.size(); ++I) {
      std::optional<RegisterFallback> Next =
          nextFallback(TO, Fallbacks[I], Err);
      if (!Next)
        continue;
      noteFallback(Opts.Sources[I], *Next, Fallbacks[I], "nvlink");
      Fallbacks[I] = *Next;
      if (int RC = CompileSource(I, Fallbacks[I], /*Quiet=*/true))
        return RC;
      Again = true;
    }
    if (Again)
      continue;
    llvm::errs() << Err;
    if (RC != 0 && TO.Target == TargetKind::GPU &&
        ptxasKernelRegisterLimit(Err))
      llvm::errs() << "accc: note: where the kernel and the function it may "
                      "call come from objects compiled apart, compile them "
                      "with -acc-geometry=safe, or with -Xcuda-ptxas "
                      "--maxrregcount=N for the N above\n";
    return RC;
  }
}

} // namespace accc::driver
