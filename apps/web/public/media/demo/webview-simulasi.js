// The savings simulation of webview-simulasi.html. A file of its own because the site's CSP allows scripts
// from 'self' only, never inline ones.
(() => {
  const form = document.getElementById("simulasi");
  const output = document.getElementById("hasil");
  if (!(form instanceof HTMLFormElement) || !output) return;

  const rupiah = new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", maximumFractionDigits: 0 });
  const months = new Intl.NumberFormat("id-ID");

  /** Whole Rupiah: the balance is rounded every month, as a bank credits interest. */
  function simulate({ awal, setoran, bulan, bunga }) {
    const monthlyRate = bunga / 100 / 12;
    let saldo = awal;
    let totalBunga = 0;
    for (let i = 0; i < bulan; i++) {
      const interest = Math.round(saldo * monthlyRate);
      totalBunga += interest;
      saldo += interest + setoran;
    }
    return { saldo, totalSetoran: awal + setoran * bulan, totalBunga };
  }

  /** The month in which the balance first reaches the target, or null within 240 months. */
  function monthsToTarget({ target, awal, setoran, bunga }) {
    const monthlyRate = bunga / 100 / 12;
    let saldo = awal;
    for (let month = 0; month <= 240; month++) {
      if (saldo >= target) return month;
      saldo += Math.round(saldo * monthlyRate) + setoran;
    }
    return null;
  }

  function readInputs() {
    const data = new FormData(form);
    const value = (name) => Number(data.get(name));
    const inputs = {
      target: value("target"),
      awal: value("awal"),
      setoran: value("setoran"),
      bulan: Math.trunc(value("bulan")),
      bunga: value("bunga"),
    };
    const valid =
      Object.values(inputs).every((v) => Number.isFinite(v) && v >= 0) &&
      inputs.bulan >= 1 &&
      inputs.bulan <= 120 &&
      inputs.bunga <= 20;
    return valid ? inputs : null;
  }

  function row(list, label, value, className) {
    const dt = document.createElement("dt");
    dt.textContent = label;
    const dd = document.createElement("dd");
    dd.textContent = value;
    if (className) dd.className = className;
    list.append(dt, dd);
  }

  function paragraph(text, className) {
    const p = document.createElement("p");
    p.textContent = text;
    if (className) p.className = className;
    return p;
  }

  function render() {
    const inputs = readInputs();
    if (!inputs) {
      output.replaceChildren(
        paragraph("Periksa isianmu: nominal tidak boleh negatif, lama menabung 1-120 bulan, bunga 0-20%.", "error"),
      );
      return;
    }
    const result = simulate(inputs);
    const list = document.createElement("dl");
    row(list, "Total setoran", rupiah.format(result.totalSetoran));
    row(list, "Bunga yang diperoleh", rupiah.format(result.totalBunga));
    row(list, `Saldo setelah ${months.format(inputs.bulan)} bulan`, rupiah.format(result.saldo), "total");

    const percent = inputs.target > 0 ? Math.min(100, Math.round((result.saldo / inputs.target) * 100)) : 100;
    const progress = document.createElement("progress");
    progress.max = 100;
    progress.value = percent;
    progress.setAttribute("aria-label", "Kemajuan menuju target");

    const needed = monthsToTarget(inputs);
    let advice;
    if (result.saldo >= inputs.target) {
      advice = `Selamat! Target ${rupiah.format(inputs.target)} tercapai${needed === null ? "" : ` pada bulan ke-${needed}`}.`;
    } else if (needed === null) {
      advice = "Dengan setoran ini target belum tercapai dalam 20 tahun. Coba naikkan setoran bulananmu.";
    } else {
      advice = `Tabunganmu baru ${percent}% dari target. Dengan setoran yang sama, target tercapai pada bulan ke-${needed}.`;
    }
    output.replaceChildren(list, progress, paragraph(advice));
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    render();
  });
  form.addEventListener("input", render);
  render();
})();
